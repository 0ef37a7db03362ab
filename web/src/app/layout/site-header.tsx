import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { buttonClass, LinkButton } from '../../components/ui/button';
import { Container } from '../../components/ui/layout';
import { Icon } from '../../components/ui/icon';
import { useToast } from '../../components/ui/toast';
import { useSession, type SessionStatus } from '../../session';
import { useHydrated } from '../use-hydrated';
import { LanguageSwitch } from './language-switch';
import { BrandMark } from './brand-mark';

const GUEST_LINKS = [
  { to: '/auth', id: 'app.nav.sign-in' },
  { to: '/register', id: 'app.nav.sign-up' },
] as const;

/**
 * The account links: sign in and sign up for guests; profile and sign out
 * when signed in. While the session loads, the guest links hold their place
 * invisibly, so the header does not jump when the answer arrives.
 */
function AccountLinks({ status }: { status: SessionStatus }) {
  const { signOut } = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const intl = useIntl();
  const [leaving, setLeaving] = useState(false);

  if (status === 'signed-in') {
    const onSignOut = async () => {
      setLeaving(true);
      // Leave first: the page being left (a profile) is not refetched for the anonymous visitor it becomes.
      await navigate('/');
      await signOut();
      setLeaving(false);
      toast.show({ title: intl.formatMessage({ id: 'app.nav.signed-out' }) });
    };
    return (
      <>
        <li>
          <NavLink to="/profile" className="site-nav__link">
            <FormattedMessage id="app.nav.profile" />
          </NavLink>
        </li>
        <li>
          <button type="button" className="site-nav__link site-nav__button" disabled={leaving} onClick={() => void onSignOut()}>
            <FormattedMessage id="app.nav.sign-out" />
          </button>
        </li>
      </>
    );
  }
  return GUEST_LINKS.map((link) => (
    <li key={link.to} className={status === 'loading' ? 'site-nav__item--pending' : undefined}>
      {status === 'loading' ? (
        <span className="site-nav__link" aria-hidden="true">
          <FormattedMessage id={link.id} />
        </span>
      ) : (
        <NavLink to={link.to} className="site-nav__link">
          <FormattedMessage id={link.id} />
        </NavLink>
      )}
    </li>
  ));
}

/**
 * "Start free trial", for travellers who can start one. A signed-in traveller
 * whose account is Pro (on a trial, subscribed, or cancelled with access left)
 * has nothing to start: the header shows them nothing here, and their plan is
 * on their profile. While the session loads, the button holds its place unseen.
 */
function TrialCta() {
  const { status, user } = useSession();
  if (status === 'signed-in' && user?.accountType === 'pro') return null;
  if (status === 'loading') {
    return (
      <span className={buttonClass({ size: 'sm' }, 'site-header__cta site-nav__item--pending')} aria-hidden="true">
        <FormattedMessage id="app.nav.start-trial" />
      </span>
    );
  }
  return (
    <LinkButton to="/subscribe" size="sm" className="site-header__cta">
      <FormattedMessage id="app.nav.start-trial" />
    </LinkButton>
  );
}

/**
 * The sticky navigation on every page. On small screens the links fold into
 * a menu behind a toggle that closes on navigation and on Escape; drawn by
 * the server, the toggle stays disabled until the app runs it.
 */
export function SiteHeader() {
  const intl = useIntl();
  const hydrated = useHydrated();
  const { status } = useSession();
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  // The menu remembers the location (history entry) it was opened on, so any navigation closes it.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const open = openedOn === location.key;
  // Forget a stale entry during render (not in an effect), so going back to it later does not reopen the menu.
  if (openedOn !== null && !open) setOpenedOn(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpenedOn(null);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <header className="site-header">
      <Container className="site-header__bar">
        <Link to="/" className="brand" aria-label={intl.formatMessage({ id: 'app.brand.home-label' })}>
          <BrandMark />
          <span className="brand__name" aria-hidden="true">
            <FormattedMessage id="app.brand.name" />
          </span>
        </Link>
        <button
          ref={toggleRef}
          type="button"
          className="site-header__toggle"
          aria-expanded={open}
          aria-controls={menuId}
          disabled={!hydrated}
          onClick={() => setOpenedOn(open ? null : location.key)}
        >
          <Icon name={open ? 'close' : 'menu'} size={22} />
          <span className="visually-hidden">
            <FormattedMessage id={open ? 'app.nav.menu-close' : 'app.nav.menu-open'} />
          </span>
        </button>
        <div id={menuId} className="site-header__menu" data-open={open}>
          <nav aria-label={intl.formatMessage({ id: 'app.nav.label' })}>
            <ul className="site-nav">
              <li>
                <NavLink to="/" end className="site-nav__link">
                  <FormattedMessage id="app.nav.home" />
                </NavLink>
              </li>
              <AccountLinks status={status} />
            </ul>
          </nav>
          <div className="site-header__actions">
            <LanguageSwitch />
            <TrialCta />
          </div>
        </div>
      </Container>
    </header>
  );
}
