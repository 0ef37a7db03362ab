import { useEffect, useRef, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { LinkButton } from '../../../components/ui/button';
import { Icon, type IconName } from '../../../components/ui/icon';
import { useSession } from '../../../session';

const TRIAL_POINTS = ['free.trial.point-unlimited', 'free.trial.point-progress', 'free.trial.point-plans'] as const;

/** A closing panel of the free journey: a heading, a few lines and the trial button (→ /subscribe). */
function OutcomePanel({
  icon,
  tone,
  title,
  children,
  secondary,
}: {
  icon: IconName;
  tone: 'success' | 'info';
  title: ReactNode;
  children: ReactNode;
  secondary?: ReactNode;
}) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  // The panel replaces the page's content: its heading takes focus so the change is announced.
  useEffect(() => {
    titleRef.current?.focus();
  }, []);
  return (
    <section className={`free-outcome free-outcome--${tone}`} aria-labelledby="free-outcome-title">
      <span className="free-outcome__icon">
        <Icon name={icon} size={32} />
      </span>
      <h1 id="free-outcome-title" ref={titleRef} tabIndex={-1} className="free-outcome__title">
        {title}
      </h1>
      <div className="free-outcome__body">{children}</div>
      <ul className="free-outcome__points">
        {TRIAL_POINTS.map((id) => (
          <li key={id}>
            <Icon name="check" size={18} />
            <FormattedMessage id={id} />
          </li>
        ))}
      </ul>
      <div className="free-outcome__actions">
        <LinkButton to="/subscribe" size="lg">
          <FormattedMessage id="free.trial.button" />
        </LinkButton>
        {secondary}
      </div>
      <p className="free-outcome__note">
        <FormattedMessage id="free.trial.note" />
      </p>
    </section>
  );
}

/** `?completed=true`: the runner's Complete Workout lands here (spec 1 §2). */
export function FreeCompleted() {
  return (
    <OutcomePanel
      icon="check"
      tone="success"
      title={<FormattedMessage id="free.completed.title" />}
      secondary={
        <LinkButton to="/" variant="secondary" size="lg">
          <FormattedMessage id="free.completed.home" />
        </LinkButton>
      }
    >
      <p>
        <FormattedMessage id="free.completed.body" />
      </p>
    </OutcomePanel>
  );
}

/** The free workout of this browser is used and no bonus is waiting: the trial instead of the wizard. */
export function FreeUsed() {
  const { status } = useSession();
  return (
    <OutcomePanel
      icon="sparkles"
      tone="info"
      title={<FormattedMessage id="free.used.title" />}
      secondary={
        status === 'signed-out' ? (
          <LinkButton to="/auth" variant="secondary" size="lg">
            <FormattedMessage id="free.used.sign-in" />
          </LinkButton>
        ) : undefined
      }
    >
      <p>
        <FormattedMessage id="free.used.body" />
      </p>
    </OutcomePanel>
  );
}
