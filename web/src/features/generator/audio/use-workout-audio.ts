import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { loadAudioSettings, saveAudioSettings, toVolume, type AudioSettings } from './audio-settings';
import { BeepPlayer } from './beep-player';
import type { Beep } from './beeps';
import { MusicPlayer } from './music-player';

export interface WorkoutAudio {
  settings: AudioSettings;
  musicPlaying: boolean;
  setMusicEnabled: (enabled: boolean) => void;
  setEffectsEnabled: (enabled: boolean) => void;
  setVolume: (volume: number) => void;
  /** Wakes the audio: call from a press (Start Workout), as browsers require. */
  unlock: () => void;
  testBeep: () => void;
  /** Replaces the beeps to come (timed on the page's clock, `nowMs` now); nothing sounds when effects are off. */
  scheduleBeeps: (beeps: readonly Beep[], nowMs: number) => void;
}

/**
 * A workout's sound (spec 2 §2 "Audio controls", §4 "Audio"): the settings,
 * kept in local storage; the music, playing only while `active` and enabled,
 * stopped when the workout ends or the music is turned off; the beeps, on the
 * Web Audio clock. Reusable by any workout screen.
 */
export function useWorkoutAudio(active: boolean): WorkoutAudio {
  const [settings, setSettings] = useState(loadAudioSettings);
  const [musicPlaying, setMusicPlaying] = useState(false);
  const beeps = useRef<BeepPlayer | null>(null);
  const music = useRef<MusicPlayer | null>(null);
  beeps.current ??= new BeepPlayer();
  music.current ??= new MusicPlayer(setMusicPlaying);

  const update = useCallback((change: Partial<AudioSettings>) => {
    setSettings((current) => {
      const next = { ...current, ...change };
      saveAudioSettings(next);
      return next;
    });
  }, []);

  useEffect(() => {
    if (active && settings.musicEnabled) music.current?.play(settings.volume);
    else music.current?.stop();
  }, [active, settings.musicEnabled, settings.volume]);

  useEffect(() => {
    if (!active || !settings.effectsEnabled) beeps.current?.cancel();
  }, [active, settings.effectsEnabled]);

  useEffect(
    () => () => {
      music.current?.stop();
      beeps.current?.close();
    },
    [],
  );

  const { effectsEnabled, volume } = settings;
  return useMemo(
    () => ({
      settings,
      musicPlaying,
      setMusicEnabled: (musicEnabled) => update({ musicEnabled }),
      setEffectsEnabled: (enabled) => update({ effectsEnabled: enabled }),
      setVolume: (value) => update({ volume: toVolume(value) }),
      unlock: () => void beeps.current?.unlock(),
      testBeep: () => beeps.current?.test(volume),
      scheduleBeeps: (list, nowMs) => {
        if (effectsEnabled) beeps.current?.schedule(list, nowMs, volume);
        else beeps.current?.cancel();
      },
    }),
    [settings, musicPlaying, update, effectsEnabled, volume],
  );
}
