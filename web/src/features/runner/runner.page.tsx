import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Workout } from '../../../../contracts/workouts';
import { useDocumentMeta } from '../../app/document-meta';
import { LinkButton } from '../../components/ui/button';
import { Icon } from '../../components/ui/icon';
import { Container } from '../../components/ui/layout';
import { RunnerMessages } from './runner-messages';
import { RunnerScreen } from './runner-screen';
import { readStoredWorkout } from './stored-workout';
import './runner.css';

/**
 * `/runner` (spec 1 §2 "Runner", spec 2 §4 "Free runner"): the stored free
 * workout, timed by the runner machine (runner.machine.ts), which keeps its
 * own time; the page draws it and sends it the traveller's presses. A reload
 * resumes the workout where it was (use-runner.ts).
 */
export default function RunnerPage() {
  return (
    <RunnerMessages>
      <Runner />
    </RunnerMessages>
  );
}

function Runner() {
  const intl = useIntl();
  useDocumentMeta(intl.formatMessage({ id: 'runner.page.document-title' }));
  const [workout] = useState<Workout | null>(readStoredWorkout);
  return (
    <main id="main" tabIndex={-1} className="page runner-page">
      <Container width="narrow" className="runner-page__inner">
        {workout ? <RunnerScreen workout={workout} /> : <NoWorkout />}
      </Container>
    </main>
  );
}

function NoWorkout() {
  return (
    <section className="runner-empty" role="alert">
      <Icon name="alert" size={32} className="runner-empty__icon" />
      <h1 className="runner-empty__title">
        <FormattedMessage id="runner.empty.title" />
      </h1>
      <p>
        <FormattedMessage id="runner.empty.body" />
      </p>
      <LinkButton to="/free" size="lg">
        <FormattedMessage id="runner.page.back" />
      </LinkButton>
    </section>
  );
}
