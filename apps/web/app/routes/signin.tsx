import type { FormEvent } from 'react';
import { Link, redirect } from 'react-router';
import { safeRedirectPath } from '@alankar/shared/account';
import { formText } from '~/lib/read-form';
import type { Route } from './+types/signin';
import { AuthCard, Divider, Field } from '~/features/auth/auth-card';
import { GoogleButton } from '~/features/auth/google-button';
import { signIn } from '~/features/auth/auth-client';
import { useAuthSubmit } from '~/features/auth/use-auth-submit';
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
  const google = useRootData()?.googleSignIn;
  const { busy, run } = useAuthSubmit({ success: { title: 'Sign in Successful!', text: 'Welcome back !' }, redirectTo });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void run(() => signIn(formText(form, 'email'), formText(form, 'password')));
  }

  const signUpHref = redirectTo === '/' ? '/signup' : `/signup?redirectTo=${encodeURIComponent(redirectTo)}`;
  return (
    <AuthCard title="Sign In" intro="Welcome back. Sign in to check out and follow your orders.">
      {googleFailed ? (
        <p role="alert" className="mb-6 border border-danger/30 bg-danger/5 p-3 text-sm text-danger">
          Google sign-in did not finish. Please try again, or sign in with your email.
        </p>
      ) : null}
      <form onSubmit={submit} className="space-y-4">
        <Field label="Email" type="email" name="email" required autoComplete="email" />
        <Field label="Password" type="password" name="password" required autoComplete="current-password" />
        <div className="text-right text-sm">
          <Link to="/forgot-password" className="text-gold underline-offset-4 hover:underline">
            Forgot password?
          </Link>
        </div>
        <button type="submit" disabled={busy} className="btn btn-primary w-full">
          {busy ? 'Signing in…' : 'Sign In'}
        </button>
      </form>
      {google ? (
        <>
          <Divider />
          <GoogleButton label="Sign In With Google" returnTo={redirectTo} />
        </>
      ) : null}
      <p className="mt-6 text-center text-sm text-taupe">
        New to Alankar?{' '}
        <Link to={signUpHref} className="font-medium text-ink underline underline-offset-4">
          Sign Up
        </Link>
      </p>
    </AuthCard>
  );
}
