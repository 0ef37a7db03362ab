import { useSelector } from '@xstate/react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../../../components/ui/button';
import { AudioControls, samePhaseEnd, useWorkoutCues, type WorkoutAudio } from '../../../components/workout-audio';
import { useFocusOnMount } from './use-focus-on-mount';
import { getReadyPhaseEnd, getReadySecondsLeft, type GetReadyActor } from '../machines/get-ready.machine';

/** The full-screen countdown from 10 (spec 2 §2 item 4): skip, and the music toggle. */
export function GetReadyScreen({ actor, audio }: { actor: GetReadyActor; audio: WorkoutAudio }) {
  const seconds = useSelector(actor, (snapshot) => getReadySecondsLeft(snapshot));
  const label = useFocusOnMount<HTMLParagraphElement>();
  useWorkoutCues(audio, useSelector(actor, getReadyPhaseEnd, samePhaseEnd));

  return (
    <section className="generator-get-ready" aria-labelledby="generator-get-ready-label">
      <p id="generator-get-ready-label" ref={label} tabIndex={-1} className="generator-get-ready__label">
        <FormattedMessage id="generator.countdown.label" />
      </p>
      <p className="generator-get-ready__number" data-testid="countdown" aria-live="off">
        {seconds}
      </p>
      <div className="generator__actions">
        <Button variant="on-dark" size="lg" onClick={() => actor.send({ type: 'skip' })}>
          <FormattedMessage id="generator.countdown.skip" />
        </Button>
      </div>
      <AudioControls audio={audio} tone="dark" />
    </section>
  );
}
