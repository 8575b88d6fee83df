import { useState, type FormEvent } from 'react';
import { Link, redirect, useRouteLoaderData } from 'react-router';
import { safeRedirectPath } from '@alankar/shared/account';
import type { Route } from './+types/signin';
import type { loader as rootLoader } from '~/root';
import { AuthCard, Divider, Field } from '~/features/auth/auth-card';
import { GoogleButton } from '~/features/auth/google-button';
import { signIn } from '~/features/auth/auth-client';
import { useAfterAuth } from '~/features/auth/use-after-auth';
import { showAlert } from '~/ui/alerts';

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
  const google = useRouteLoaderData<typeof rootLoader>('root')?.googleSignIn;
  const afterAuth = useAfterAuth();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    const result = await signIn(String(form.get('email')), String(form.get('password')));
    setBusy(false);
    if (!result.ok) {
      showAlert({ kind: 'error', title: 'Something went wrong!', text: result.message });
      return;
    }
    showAlert({ kind: 'success', title: 'Sign in Successful!', text: 'Welcome back !' });
    await afterAuth(redirectTo);
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
