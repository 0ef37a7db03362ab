/**
 * The workout's sound settings (spec 2 §3 "Local settings", §9): music off,
 * sound effects on, volume 50 % by default; volume in steps of 5 from 0 to
 * 100. Kept in local storage so they survive the next workout; a missing,
 * broken or tampered value falls back to the defaults field by field.
 */
export interface AudioSettings {
  musicEnabled: boolean;
  effectsEnabled: boolean;
  /** 0 to 100, in steps of 5. */
  volume: number;
}

export const AUDIO_SETTINGS_KEY = 'fc_audio';
export const DEFAULT_AUDIO_SETTINGS: AudioSettings = { musicEnabled: false, effectsEnabled: true, volume: 50 };
export const VOLUME_STEP = 5;

/** A volume as the slider allows it: 0 to 100, the nearest step of 5. */
export const toVolume = (value: number): number =>
  Number.isFinite(value) ? Math.min(100, Math.max(0, Math.round(value / VOLUME_STEP) * VOLUME_STEP)) : DEFAULT_AUDIO_SETTINGS.volume;

export function parseAudioSettings(text: string | null): AudioSettings {
  let stored: Partial<Record<keyof AudioSettings, unknown>> = {};
  try {
    const parsed: unknown = text === null ? null : JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null) stored = parsed;
  } catch {
    /* unreadable: the defaults */
  }
  return {
    musicEnabled: typeof stored.musicEnabled === 'boolean' ? stored.musicEnabled : DEFAULT_AUDIO_SETTINGS.musicEnabled,
    effectsEnabled: typeof stored.effectsEnabled === 'boolean' ? stored.effectsEnabled : DEFAULT_AUDIO_SETTINGS.effectsEnabled,
    volume: typeof stored.volume === 'number' ? toVolume(stored.volume) : DEFAULT_AUDIO_SETTINGS.volume,
  };
}

/** Storage that may be missing or refuse (private mode, quota): settings then last for the page only. */
function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export const loadAudioSettings = (): AudioSettings => parseAudioSettings(storage()?.getItem(AUDIO_SETTINGS_KEY) ?? null);

export function saveAudioSettings(settings: AudioSettings): void {
  try {
    storage()?.setItem(AUDIO_SETTINGS_KEY, JSON.stringify(settings));
  } catch {
    /* refused: kept for this page only */
  }
}
