import { Link as RouterLink, NavLink as RouterNavLink, type LinkProps, type NavLinkProps } from 'react-router';
import { useWords } from '~/words/use-words';

/** A shop path written in the page's language; anything else (another site, `#id`, an object) as given. */
function useLocalTo<T>(to: T): T {
  const { path } = useWords();
  return (typeof to === 'string' && to.startsWith('/') && !to.startsWith('//') ? path(to) : to) as T;
}

/** React Router's `Link`, which keeps the reader in their language: `/about` leads to `/bn/about` on a Bangla page. */
export function Link({ to, ...props }: LinkProps & React.RefAttributes<HTMLAnchorElement>) {
  return <RouterLink to={useLocalTo(to)} {...props} />;
}

/** React Router's `NavLink`, in the page's language like `Link`. */
export function NavLink({ to, ...props }: NavLinkProps & React.RefAttributes<HTMLAnchorElement>) {
  return <RouterNavLink to={useLocalTo(to)} {...props} />;
}
