import { useId, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Icon } from '../../../components/ui/icon';
import '../auth.css';

const POINTS = ['auth.aside.sync', 'auth.aside.keep', 'auth.aside.trial'] as const;

/**
 * The frame of every auth page: the task in a card (first in reading order),
 * and beside it on wide screens (below it on phones) why an account helps.
 */
export function AuthLayout({
  eyebrow,
  title,
  lead,
  children,
  footer,
  pitch = true,
}: {
  eyebrow: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** The "why an account" panel; left out where it would distract (password reset). */
  pitch?: boolean;
}) {
  const titleId = useId();
  return (
    <main id="main" tabIndex={-1} className="page auth-page">
      <div className={`container container--wide auth-page__grid${pitch ? '' : ' auth-page__grid--single'}`}>
        <section className="auth-card" aria-labelledby={titleId}>
          <header className="auth-card__header">
            <p className="eyebrow">{eyebrow}</p>
            <h1 id={titleId} className="auth-card__title">
              {title}
            </h1>
            {lead ? <p className="auth-card__lead">{lead}</p> : null}
          </header>
          {children}
          {footer ? <div className="auth-card__footer">{footer}</div> : null}
        </section>
        {pitch ? (
          <aside className="auth-aside">
            <h2 className="auth-aside__title">
              <FormattedMessage id="auth.aside.title" />
            </h2>
            <ul className="auth-aside__list">
              {POINTS.map((id) => (
                <li key={id} className="auth-aside__item">
                  <span className="auth-aside__icon">
                    <Icon name="check" size={18} />
                  </span>
                  <FormattedMessage id={id} />
                </li>
              ))}
            </ul>
          </aside>
        ) : null}
      </div>
    </main>
  );
}
