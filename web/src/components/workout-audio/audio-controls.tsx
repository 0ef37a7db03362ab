import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import en from '../../../../contracts/i18n/en/workout-audio.json';
import es from '../../../../contracts/i18n/es/workout-audio.json';
import { FeatureMessages } from '../../i18n/feature-messages';
import { Button } from '../ui/button';
import { VOLUME_STEP } from './audio-settings';
import type { WorkoutAudio } from './use-workout-audio';
import './audio-controls.css';

const catalogues = { en, es };

/**
 * The music toggle and the sound settings (spec 2 §2 "Audio controls"):
 * volume 0–100 % in steps of 5, sound effects on or off, a test beep, and
 * whether the music is playing or stopped.
 */
export function AudioControls(props: { audio: WorkoutAudio; tone?: 'light' | 'dark' }) {
  return (
    <FeatureMessages catalogues={catalogues}>
      <Controls {...props} />
    </FeatureMessages>
  );
}

function Controls({ audio, tone = 'light' }: { audio: WorkoutAudio; tone?: 'light' | 'dark' }) {
  const intl = useIntl();
  const panelId = useId();
  const volumeId = useId();
  const [open, setOpen] = useState(false);
  const { settings } = audio;
  const variant = tone === 'dark' ? 'on-dark' : 'secondary';

  return (
    <div className="workout-audio">
      <div className="workout-audio__buttons">
        <Button
          variant={variant}
          size="sm"
          aria-pressed={settings.musicEnabled}
          onClick={() => {
            audio.unlock();
            audio.setMusicEnabled(!settings.musicEnabled);
          }}
        >
          <FormattedMessage id={settings.musicEnabled ? 'workout-audio.controls.mute' : 'workout-audio.controls.unmute'} />
        </Button>
        <Button variant={variant} size="sm" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
          <FormattedMessage id="workout-audio.controls.settings" />
        </Button>
      </div>
      {open ? (
        <div
          id={panelId}
          className="workout-audio__panel"
          role="group"
          aria-label={intl.formatMessage({ id: 'workout-audio.controls.settings' })}
        >
          <label htmlFor={volumeId} className="workout-audio__row">
            <FormattedMessage id="workout-audio.controls.volume" />
            <output htmlFor={volumeId}>
              <FormattedMessage id="workout-audio.controls.volume-value" values={{ volume: settings.volume }} />
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
          <label className="workout-audio__check">
            <input type="checkbox" checked={settings.effectsEnabled} onChange={(event) => audio.setEffectsEnabled(event.target.checked)} />
            <FormattedMessage id="workout-audio.controls.effects" />
          </label>
          <Button variant="secondary" size="sm" onClick={() => audio.testBeep()}>
            <FormattedMessage id="workout-audio.controls.test-beep" />
          </Button>
          <p className="workout-audio__status" data-testid="music-status">
            <FormattedMessage id="workout-audio.controls.music" />:{' '}
            <FormattedMessage id={audio.musicPlaying ? 'workout-audio.controls.playing' : 'workout-audio.controls.stopped'} />
          </p>
        </div>
      ) : null}
    </div>
  );
}
