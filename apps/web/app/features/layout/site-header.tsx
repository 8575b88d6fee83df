import { useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Menu, X } from 'lucide-react';
import { CartButton } from '~/features/cart/cart-button';
import { useScrolled } from './use-scrolled';
import { AccountLinks } from '~/features/auth/account-links';

const LINKS = [
  { to: '/', label: 'Home' },
  { to: '/properties', label: 'Properties' },
  { to: '/blog-s', label: 'Blogs' },
  { to: '/about', label: 'About' },
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
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpenOn(menuOpen ? null : pathname)}
        >
          {menuOpen ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
        </button>

        <Link to="/" className="font-serif text-[1.75rem] leading-none font-semibold tracking-wide" aria-label="Alankar, home">
          Alankar
        </Link>

        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-7 text-[0.8125rem] font-medium tracking-[0.12em] uppercase">
            {LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === '/'} className={({ isActive }) => desktopLink(isActive)}>
                  {link.label}
                </NavLink>
              </li>
            ))}
            <AccountLinks linkClassName={desktopLink} />
          </ul>
        </nav>

        <CartButton />
      </div>

      {menuOpen ? (
        <nav id="mobile-menu" aria-label="Main" className="border-t border-current/15 md:hidden">
          <ul className="mx-auto flex max-w-7xl flex-col px-4 py-2">
            {LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === '/'} className={phoneLink}>
                  {link.label}
                </NavLink>
              </li>
            ))}
            <AccountLinks linkClassName={phoneLink} />
          </ul>
        </nav>
      ) : null}
    </header>
  );
}
