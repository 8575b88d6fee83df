import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { Divider, Field } from './auth-card';
import { GoogleButton } from './google-button';
import { signIn } from './auth-client';
import { useAuthSubmit } from './use-auth-submit';
import { formText } from '~/lib/read-form';

/** Email and password (and Google when configured); on success the shopper goes on to `redirectTo`. */
export function SignInForm({ redirectTo, google }: { redirectTo: string; google: boolean }) {
  const { busy, run } = useAuthSubmit({ success: { title: 'Sign in Successful!', text: 'Welcome back !' }, redirectTo });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void run(() => signIn(formText(form, 'email'), formText(form, 'password')));
  }

  const signUpHref = redirectTo === '/' ? '/signup' : `/signup?redirectTo=${encodeURIComponent(redirectTo)}`;
  return (
    <>
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
    </>
  );
}
