import { useState } from 'react';
import { useLocation } from 'react-router';
import ChevronDown from 'lucide-icon/chevron-down';
import { pathWithoutLang } from '@alankar/shared/lang';
import { NavLink } from '~/ui/shop-links';
import { useWords } from '~/words/use-words';

interface MenuItem {
  to: string;
  label: string;
  end?: boolean;
}

const STAFF_MENU: MenuItem[] = [
  { to: '/dashboard', label: 'Overview', end: true },
  { to: '/dashboard/manage-all-order', label: 'Manage All Orders' },
  { to: '/dashboard/add-product', label: 'Add Product' },
  { to: '/dashboard/manage-products', label: 'Manage Products' },
  { to: '/dashboard/add-blog', label: 'Add Blog' },
  { to: '/dashboard/manage-blogs', label: 'Manage Blogs' },
  { to: '/dashboard/discount-codes', label: 'Discount codes' },
  { to: '/dashboard/settings', label: 'Settings' },
  { to: '/dashboard/audit', label: 'Staff activity' },
];

/** The side menu: a column on wide screens, a collapsible list on phones. */
export function DashboardMenu({ staff }: { staff: boolean }) {
  const { pathname } = useLocation();
  const { t } = useWords();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const myOrders: MenuItem = { to: '/dashboard/my-order', label: t.orders.myOrders };
  const items = staff ? [...STAFF_MENU, myOrders] : [myOrders];
  const here = pathWithoutLang(pathname);
  const current = items.find((item) => (item.end ? here === item.to : here.startsWith(item.to)));

  return (
    <nav aria-label={t.orders.dashboardNav} className="md:sticky md:top-24">
      <button
        type="button"
        className="flex min-h-12 w-full items-center justify-between border border-line bg-white px-4 text-left font-medium md:hidden"
        aria-expanded={open}
        aria-controls="dashboard-menu"
        onClick={() => setOpenOn(open ? null : pathname)}
      >
        {current?.label ?? t.orders.dashboardMenu}
        <ChevronDown aria-hidden="true" className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <ul
        id="dashboard-menu"
        className={`${open ? 'block' : 'hidden'} mt-2 border border-line bg-white md:mt-0 md:block md:border-0 md:bg-transparent`}
      >
        {items.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end={item.end}
              className={({ isActive }) =>
                `flex min-h-11 items-center border-l-2 px-4 text-sm ${
                  isActive
                    ? 'border-gold-soft bg-white font-semibold text-ink'
                    : 'border-transparent text-taupe hover:text-ink'
                }`
              }
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
