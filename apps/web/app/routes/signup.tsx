import type { FormEvent } from 'react';
import { Link, redirect } from 'react-router';
import { PASSWORD_MAX, PASSWORD_MIN, safeRedirectPath } from '@alankar/shared/account';
import { formText } from '~/lib/read-form';
import type { Route } from './+types/signup';
import { AuthCard, Divider, Field } from '~/features/auth/auth-card';
import { GoogleButton } from '~/features/auth/google-button';
import { signUp } from '~/features/auth/auth-client';
import { useAuthSubmit } from '~/features/auth/use-auth-submit';
import { useRootData } from '~/lib/use-root-data';

export async function loader({ request, context }: Route.LoaderArgs) {
  const redirectTo = safeRedirectPath(new URL(request.url).searchParams.get('redirectTo'));
  if (await context.viewer()) throw redirect(redirectTo);
  return { redirectTo };
}

export function meta() {
  return [{ title: 'Sign up · Alankar' }, { name: 'robots', content: 'noindex' }];
}

export default function SignUp({ loaderData }: Route.ComponentProps) {
  const { redirectTo } = loaderData;
  const google = useRootData()?.googleSignIn;
  const { busy, run } = useAuthSubmit({
    success: { title: 'Good job!', text: 'Account has been created!' },
    failure: 'Your account was not created',
    redirectTo,
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const image = formText(form, 'image').trim();
    void run(() =>
      signUp({
        name: formText(form, 'name').trim(),
        email: formText(form, 'email').trim(),
        password: formText(form, 'password'),
        ...(image ? { image } : {}),
      }),
    );
  }

  return (
    <AuthCard title="Sign Up" intro="Create an account to check out faster and follow your orders.">
      <form onSubmit={submit} className="space-y-4">
        <Field label="Name" name="name" required maxLength={80} autoComplete="name" />
        <Field label="Email" type="email" name="email" required autoComplete="email" />
        <Field label="Profile Picture Link" hint="optional" type="url" name="image" placeholder="https://…" autoComplete="photo" />
        <Field
          label="Password"
          hint={`at least ${PASSWORD_MIN} characters`}
          type="password"
          name="password"
          required
          minLength={PASSWORD_MIN}
          maxLength={PASSWORD_MAX}
          autoComplete="new-password"
        />
        <button type="submit" disabled={busy} className="btn btn-primary w-full">
          {busy ? 'Creating your account…' : 'Sign Up'}
        </button>
      </form>
      {google ? (
        <>
          <Divider />
          <GoogleButton label="Sign Up With Google" returnTo={redirectTo} />
        </>
      ) : null}
      <p className="mt-6 text-center text-sm text-taupe">
        <Link
          to={redirectTo === '/' ? '/signin' : `/signin?redirectTo=${encodeURIComponent(redirectTo)}`}
          className="font-medium text-ink underline underline-offset-4"
        >
          Already have an account ?
        </Link>
      </p>
    </AuthCard>
  );
}
