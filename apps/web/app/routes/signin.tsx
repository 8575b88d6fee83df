import { redirect } from 'react-router';
import { safeRedirectPath } from '@alankar/shared/account';
import type { Route } from './+types/signin';
import { AuthCard } from '~/features/auth/auth-card';
import { SignInForm } from '~/features/auth/sign-in-form';
import { useRootData } from '~/lib/use-root-data';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirectPath(url.searchParams.get('redirectTo'));
  if (await context.viewer()) throw redirect(redirectTo);
  return { redirectTo, googleFailed: url.searchParams.get('error') !== null };
}

export function meta() {
  return [{ title: 'Sign in · Alankar' }, { name: 'robots', content: 'noindex' }];
}

export default function SignIn({ loaderData }: Route.ComponentProps) {
  const { redirectTo, googleFailed } = loaderData;
  const google = Boolean(useRootData()?.googleSignIn);
  return (
    <AuthCard title="Sign In" intro="Welcome back. Sign in to check out and follow your orders.">
      {googleFailed ? (
        <p role="alert" className="mb-6 border border-danger/30 bg-danger/5 p-3 text-sm text-danger">
          Google sign-in did not finish. Please try again, or sign in with your email.
        </p>
      ) : null}
      <SignInForm redirectTo={redirectTo} google={google} />
    </AuthCard>
  );
}
