import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { AccountMenu } from '../account';
import { HEADER_LINKS } from '../common/navigation';
import { NavLinkItem } from '../common/NavLinkItem';
import { NotificationBell } from '../notifications';

/** Top bar: brand, the site's links, the account area, the notification bell of a logged-in user and, below 1100 px, a menu button that toggles the links. */
export function Header() {
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const close = () => setMenuOpen(false);

  // A navigation closes the menu: adjusted while rendering, not in an effect (no extra commit).
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }

  return (
    <header className="shell-header">
      <div className="ui-container shell-header__bar">
        <Link to="/" className="shell-brand">
          <span aria-hidden="true" className="shell-brand__mark">
            PP
          </span>
          <span className="shell-brand__name">Pintar Privat</span>
        </Link>
        <button
          type="button"
          className="shell-menu-button"
          aria-expanded={menuOpen}
          aria-controls="shell-navigation"
          aria-label={menuOpen ? 'Tutup menu' : 'Buka menu'}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span aria-hidden="true" className="shell-menu-button__icon">
            {menuOpen ? '✕' : '☰'}
          </span>
        </button>
        <nav
          id="shell-navigation"
          aria-label="Navigasi utama"
          className={`shell-nav${menuOpen ? ' shell-nav--open' : ''}`}
        >
          <ul className="shell-nav__list">
            {HEADER_LINKS.map((item) => (
              <li key={item.to}>
                <NavLinkItem item={item} onNavigate={close} className="shell-nav__link" />
              </li>
            ))}
          </ul>
          <ul className="shell-nav__account">
            <AccountMenu onNavigate={close} />
          </ul>
        </nav>
        <NotificationBell />
      </div>
    </header>
  );
}
