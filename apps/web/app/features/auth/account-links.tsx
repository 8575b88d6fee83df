import { Link, NavLink } from '~/ui/shop-links';
import { useWords } from '~/words/use-words';
import { firstName } from '@alankar/shared/account';
import { showAlert } from '~/ui/alerts';
import { Avatar } from './avatar';
import { signOut } from './sign-out';
import { useAfterAuth } from './use-after-auth';
import { useViewer } from './use-viewer';
import { useRootData } from '~/lib/use-root-data';

/** The header's account part: 'Login', or the signed-in name, their dashboard link and 'Log Out'. */
export function AccountLinks({ linkClassName }: { linkClassName: (active: boolean) => string }) {
  const viewer = useViewer();
  const admin = useRootData()?.staff ?? false;
  const afterAuth = useAfterAuth();
  const { t } = useWords();

  if (!viewer) {
    return (
      <li>
        <NavLink to="/signin" className={({ isActive }) => linkClassName(isActive)}>
          {t.shell.login}
        </NavLink>
      </li>
    );
  }

  async function logOut() {
    const result = await signOut();
    if (!result.ok) {
      showAlert({ kind: 'error', title: t.shell.stillSignedIn, text: result.message });
      return;
    }
    showAlert({ kind: 'success', title: t.shell.loggedOutTitle, text: t.shell.loggedOutText });
    await afterAuth('/');
  }

  return (
    <>
      <li>
        <NavLink to={admin ? '/dashboard' : '/dashboard/my-order'} end={admin} className={({ isActive }) => linkClassName(isActive)}>
          {admin ? t.shell.dashboard : t.shell.myOrder}
        </NavLink>
      </li>
      <li>
        <button type="button" onClick={() => void logOut()} className={linkClassName(false)}>
          {t.shell.logOut}
        </button>
      </li>
      <li>
        <Link to={admin ? '/dashboard' : '/dashboard/my-order'} className="flex items-center gap-2 normal-case tracking-normal">
          <Avatar viewer={viewer} />
          <span className="font-medium" data-testid="signed-in-as">
            {firstName(viewer.name)}
          </span>
        </Link>
      </li>
    </>
  );
}
