import type { FormEvent } from 'react';
import { redirect } from 'react-router';
import { PASSWORD_MAX, PASSWORD_MIN } from '@alankar/shared/account';
import { pathWithoutLang } from '@alankar/shared/lang';
import { formText } from '~/lib/read-form';
import type { Route } from './+types/signup';
import { AuthCard, Divider, Field } from '~/features/auth/auth-card';
import { GoogleButton } from '~/features/auth/google-button';
import { signUp } from '~/features/auth/auth-client';
import { nextPathIn } from '~/features/auth/use-after-auth';
import { useAuthSubmit } from '~/features/auth/use-auth-submit';
import { langOfRequest } from '~/lib/chosen-lang.server';
import { useRootData } from '~/lib/use-root-data';
import { Link } from '~/ui/shop-links';
import { useWords } from '~/words/use-words';
import { metaWords } from '~/words/words';
import { pageWords } from '~/words/words.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  const redirectTo = nextPathIn(new URL(request.url).searchParams.get('redirectTo'), langOfRequest(request));
  if (await context.viewer()) throw redirect(redirectTo);
  return { redirectTo, words: pageWords(request, ['auth']) };
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: metaWords(matches).auth?.signUpDocument ?? 'Alankar' }, { name: 'robots', content: 'noindex' }];
}

export default function SignUp({ loaderData }: Route.ComponentProps) {
  const { redirectTo } = loaderData;
  const { t, fill } = useWords();
  const google = useRootData()?.googleSignIn;
  const { busy, run } = useAuthSubmit({
    success: { title: t.auth.signUpSuccessTitle, text: t.auth.signUpSuccessText },
    failure: t.auth.signUpFailed,
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
    <AuthCard title={t.auth.signUp} intro={t.auth.signUpIntro}>
      <form onSubmit={submit} className="space-y-4">
        <Field label={t.auth.name} name="name" required maxLength={80} autoComplete="name" />
        <Field label={t.auth.email} type="email" name="email" required autoComplete="email" />
        <Field label={t.auth.picture} hint={t.auth.optional} type="url" name="image" placeholder="https://…" autoComplete="photo" />
        <Field
          label={t.auth.password}
          hint={fill(t.auth.passwordHint, { count: PASSWORD_MIN })}
          type="password"
          name="password"
          required
          minLength={PASSWORD_MIN}
          maxLength={PASSWORD_MAX}
          autoComplete="new-password"
        />
        <button type="submit" disabled={busy} className="btn btn-primary w-full">
          {busy ? t.auth.creatingAccount : t.auth.signUp}
        </button>
      </form>
      {google ? (
        <>
          <Divider />
          <GoogleButton label={t.auth.signUpWithGoogle} returnTo={redirectTo} />
        </>
      ) : null}
      <p className="mt-6 text-center text-sm text-taupe">
        <Link
          to={pathWithoutLang(redirectTo) === '/' ? '/signin' : `/signin?redirectTo=${encodeURIComponent(redirectTo)}`}
          className="font-medium text-ink underline underline-offset-4"
        >
          {t.auth.haveAccount}
        </Link>
      </p>
    </AuthCard>
  );
}
