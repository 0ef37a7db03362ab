import { useCallback, useEffect, useMemo, useState } from 'react';
import { browserClock } from '../../machines/machine-clock';
import { loadAudioSettings, saveAudioSettings, toVolume, type AudioSettings } from './audio-settings';
import { BeepPlayer } from './beep-player';
import type { Beep } from './beeps';
import type { PhaseEnd } from './cues';
import { MusicPlayer } from './music-player';
import { PhaseCuePlayer } from './phase-cue-player';
import { Vibrator } from './vibrator';

export interface WorkoutAudio {
  settings: AudioSettings;
  musicPlaying: boolean;
  setMusicEnabled: (enabled: boolean) => void;
  setEffectsEnabled: (enabled: boolean) => void;
  setVolume: (volume: number) => void;
  /** Wakes the audio: call from a press (Start Workout), as browsers require. The page's first press does it too. */
  unlock: () => void;
  testBeep: () => void;
  /** Replaces the beeps to come (timed on the page's clock, `nowMs` now); nothing sounds when effects are off. */
  scheduleBeeps: (beeps: readonly Beep[], nowMs: number) => void;
  /** The running phase's count beeps, cue and vibration (see `useWorkoutCues`); null when none runs. */
  followPhase: (end: PhaseEnd | null, nowMs: number) => void;
}

/** Presses that let a page start audio (HTML's activation-triggering events): the first one wakes the audio context. */
const ACTIVATING_EVENTS = ['pointerdown', 'pointerup', 'keydown', 'touchend'] as const;

interface Players {
  beeps: BeepPlayer;
  music: MusicPlayer;
  cues: PhaseCuePlayer;
}

/**
 * A workout's sound (spec 2 §2 "Audio controls", §4 "Audio"): the settings,
 * kept in local storage; the music, playing only while `active` and enabled,
 * stopped when the workout ends or the music is turned off; the beeps and
 * cues, on the Web Audio clock, with vibration where the device has it, all
 * silent when sound effects are off. One per workout screen (the generator's
 * stage, the free runner, the quick-flight player).
 */
export function useWorkoutAudio(active: boolean): WorkoutAudio {
  const [settings, setSettings] = useState(loadAudioSettings);
  const [musicPlaying, setMusicPlaying] = useState(false);
  const [{ beeps, music, cues }] = useState<Players>(() => {
    const beepPlayer = new BeepPlayer();
    return { beeps: beepPlayer, music: new MusicPlayer(setMusicPlaying), cues: new PhaseCuePlayer(beepPlayer, new Vibrator(browserClock)) };
  });

  const update = useCallback((change: Partial<AudioSettings>) => {
    setSettings((current) => {
      const next = { ...current, ...change };
      saveAudioSettings(next);
      return next;
    });
  }, []);

  useEffect(() => {
    if (active && settings.musicEnabled) music.play(settings.volume);
    else music.stop();
  }, [music, active, settings.musicEnabled, settings.volume]);

  useEffect(() => {
    if (!active) cues.release(browserClock.now());
  }, [cues, active]);

  useEffect(() => {
    const wake = () => {
      if (beeps.unlock()?.state !== 'running') return;
      for (const type of ACTIVATING_EVENTS) document.removeEventListener(type, wake, true);
    };
    for (const type of ACTIVATING_EVENTS) document.addEventListener(type, wake, true);
    return () => {
      for (const type of ACTIVATING_EVENTS) document.removeEventListener(type, wake, true);
      cues.silence();
      music.stop();
      beeps.close();
    };
  }, [beeps, music, cues]);

  const { effectsEnabled, volume } = settings;
  return useMemo(
    () => ({
      settings,
      musicPlaying,
      setMusicEnabled: (musicEnabled) => update({ musicEnabled }),
      setEffectsEnabled: (enabled) => update({ effectsEnabled: enabled }),
      setVolume: (value) => update({ volume: toVolume(value) }),
      unlock: () => void beeps.unlock(),
      testBeep: () => beeps.test(volume),
      scheduleBeeps: (list, nowMs) => {
        if (effectsEnabled) beeps.schedule(list, nowMs, volume);
        else beeps.cancel();
      },
      followPhase: (end, nowMs) => cues.follow(end, nowMs, { volume, effects: effectsEnabled }),
    }),
    [settings, musicPlaying, update, beeps, cues, effectsEnabled, volume],
  );
}
