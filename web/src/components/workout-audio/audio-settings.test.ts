import { afterEach, describe, expect, it } from 'vitest';
import {
  AUDIO_SETTINGS_KEY,
  DEFAULT_AUDIO_SETTINGS,
  loadAudioSettings,
  parseAudioSettings,
  saveAudioSettings,
  toVolume,
} from './audio-settings';

afterEach(() => localStorage.clear());

describe('workout sound settings (spec 2 §3 "Local settings")', () => {
  it('start with music off, effects on and volume 50 %', () => {
    expect(loadAudioSettings()).toEqual({ musicEnabled: false, effectsEnabled: true, volume: 50 });
  });

  it('come back from local storage as they were saved', () => {
    saveAudioSettings({ musicEnabled: true, effectsEnabled: false, volume: 85 });
    expect(JSON.parse(localStorage.getItem(AUDIO_SETTINGS_KEY) ?? '')).toEqual({ musicEnabled: true, effectsEnabled: false, volume: 85 });
    expect(loadAudioSettings()).toEqual({ musicEnabled: true, effectsEnabled: false, volume: 85 });
  });

  it('fall back to the defaults, field by field, for anything unreadable', () => {
    expect(parseAudioSettings('not json')).toEqual(DEFAULT_AUDIO_SETTINGS);
    expect(parseAudioSettings('{"musicEnabled":"yes","volume":42}')).toEqual({ ...DEFAULT_AUDIO_SETTINGS, volume: 40 });
  });

  it('keep the volume between 0 and 100 in steps of 5', () => {
    expect([toVolume(-10), toVolume(3), toVolume(52), toVolume(130), toVolume(Number.NaN)]).toEqual([0, 5, 50, 100, 50]);
  });
});
