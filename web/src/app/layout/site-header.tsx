import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, NavLink, useLocation } from 'react-router';
import { LinkButton } from '../../components/ui/button';
import { Container } from '../../components/ui/layout';
import { Icon } from '../../components/ui/icon';
import { LanguageSwitch } from './language-switch';
import { BrandMark } from './brand-mark';

const NAV_LINKS = [
  { to: '/', id: 'app.nav.home', end: true },
  { to: '/auth', id: 'app.nav.sign-in', end: false },
  { to: '/register', id: 'app.nav.sign-up', end: false },
] as const;

/**
 * The sticky navigation on every page. On small screens the links fold into
 * a menu behind a toggle that closes on navigation and on Escape.
 */
export function SiteHeader() {
  const intl = useIntl();
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
              {NAV_LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} end={link.end} className="site-nav__link">
                    <FormattedMessage id={link.id} />
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="site-header__actions">
            <LanguageSwitch />
            <LinkButton to="/subscribe" size="sm" className="site-header__cta">
              <FormattedMessage id="app.nav.start-trial" />
            </LinkButton>
          </div>
        </div>
      </Container>
    </header>
  );
}
