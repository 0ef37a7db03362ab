import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../components/ui/button';
import { VOLUME_STEP } from './audio-settings';
import type { WorkoutAudio } from './use-workout-audio';

/**
 * The music toggle and the sound settings (spec 2 §2 "Audio controls"):
 * volume 0–100 % in steps of 5, sound effects on or off, a test beep, and
 * whether the music is playing or stopped.
 */
export function AudioControls({ audio, tone = 'light' }: { audio: WorkoutAudio; tone?: 'light' | 'dark' }) {
  const intl = useIntl();
  const panelId = useId();
  const volumeId = useId();
  const [open, setOpen] = useState(false);
  const { settings } = audio;
  const variant = tone === 'dark' ? 'on-dark' : 'secondary';

  return (
    <div className="generator-audio">
      <div className="generator-audio__buttons">
        <Button
          variant={variant}
          size="sm"
          aria-pressed={settings.musicEnabled}
          onClick={() => {
            audio.unlock();
            audio.setMusicEnabled(!settings.musicEnabled);
          }}
        >
          <FormattedMessage id={settings.musicEnabled ? 'generator.music.mute' : 'generator.music.unmute'} />
        </Button>
        <Button variant={variant} size="sm" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
          <FormattedMessage id="generator.audio.settings" />
        </Button>
      </div>
      {open ? (
        <div
          id={panelId}
          className="generator-audio__panel"
          role="group"
          aria-label={intl.formatMessage({ id: 'generator.audio.settings' })}
        >
          <label htmlFor={volumeId} className="generator-audio__row">
            <FormattedMessage id="generator.audio.volume" />
            <output htmlFor={volumeId}>
              <FormattedMessage id="generator.audio.volume-value" values={{ volume: settings.volume }} />
            </output>
          </label>
          <input
            id={volumeId}
            type="range"
            min={0}
            max={100}
            step={VOLUME_STEP}
            value={settings.volume}
            onChange={(event) => audio.setVolume(Number(event.target.value))}
          />
          <label className="generator-audio__row">
            <input type="checkbox" checked={settings.effectsEnabled} onChange={(event) => audio.setEffectsEnabled(event.target.checked)} />
            <FormattedMessage id="generator.audio.effects" />
          </label>
          <Button variant="secondary" size="sm" onClick={() => audio.testBeep()}>
            <FormattedMessage id="generator.audio.test-beep" />
          </Button>
          <p className="generator-audio__status" data-testid="music-status">
            <FormattedMessage id="generator.audio.music" />:{' '}
            <FormattedMessage id={audio.musicPlaying ? 'generator.audio.playing' : 'generator.audio.stopped'} />
          </p>
        </div>
      ) : null}
    </div>
  );
}
