import { useState } from 'react';
import { useLocation } from 'react-router';
import { Link, NavLink } from '~/ui/shop-links';
import { useWords } from '~/words/use-words';
import Menu from 'lucide-icon/menu';
import X from 'lucide-icon/x';
import { CartButton } from '~/features/cart/cart-button';
import { useScrolled } from './use-scrolled';
import { AccountLinks } from '~/features/auth/account-links';
import { LanguageSwitch } from './language-switch';

const LINKS = [
  { to: '/', label: 'home' },
  { to: '/properties', label: 'properties' },
  { to: '/blog-s', label: 'blogs' },
  { to: '/about', label: 'about' },
] as const;

function desktopLink(active: boolean): string {
  return `border-b py-1 uppercase transition-colors ${active ? 'border-current' : 'border-transparent hover:border-current/50'}`;
}

function phoneLink(): string {
  return 'flex min-h-12 w-full items-center text-left font-serif text-xl';
}

export function SiteHeader() {
  const scrolled = useScrolled();
  const { pathname } = useLocation();
  const { t } = useWords();
  // The menu belongs to the page it was opened on, so following a link closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;

  return (
    <header
      data-testid="site-header"
      data-scrolled={scrolled}
      className={`sticky top-0 z-40 transition-colors duration-300 print:hidden ${
        scrolled ? 'bg-emerald text-ivory shadow-md' : 'border-b border-line bg-ivory text-ink'
      }`}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <button
          type="button"
          className="inline-flex size-11 items-center justify-center md:hidden"
          aria-label={menuOpen ? t.shell.closeMenu : t.shell.openMenu}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpenOn(menuOpen ? null : pathname)}
        >
          {menuOpen ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
        </button>

        <Link to="/" className="font-serif text-[1.75rem] leading-none font-semibold tracking-wide" aria-label={t.shell.homeLabel}>
          Alankar
        </Link>

        <nav aria-label={t.shell.mainNav} className="hidden md:block">
          <ul className="flex items-center gap-7 text-[0.8125rem] font-medium tracking-[0.12em] uppercase">
            {LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === '/'} className={({ isActive }) => desktopLink(isActive)}>
                  {t.shell[link.label]}
                </NavLink>
              </li>
            ))}
            <AccountLinks linkClassName={desktopLink} />
          </ul>
        </nav>

        <div className="flex items-center gap-1 sm:gap-3">
          <LanguageSwitch className="inline-flex min-h-11 items-center px-2 text-sm font-medium underline-offset-4 hover:underline" />
          <CartButton />
        </div>
      </div>

      {menuOpen ? (
        <nav id="mobile-menu" aria-label={t.shell.mainNav} className="border-t border-current/15 md:hidden">
          <ul className="mx-auto flex max-w-7xl flex-col px-4 py-2">
            {LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === '/'} className={phoneLink}>
                  {t.shell[link.label]}
                </NavLink>
              </li>
            ))}
            <li>
              <NavLink to="/track-order" className={phoneLink}>
                {t.shell.trackOrder}
              </NavLink>
            </li>
            <AccountLinks linkClassName={phoneLink} />
          </ul>
        </nav>
      ) : null}
    </header>
  );
}
