import { redirect } from 'react-router';
import type { Route } from './+types/signin';
import { nextPathIn } from '~/features/auth/use-after-auth';
import { AuthCard } from '~/features/auth/auth-card';
import { SignInForm } from '~/features/auth/sign-in-form';
import { langOfRequest } from '~/lib/chosen-lang.server';
import { useRootData } from '~/lib/use-root-data';
import { useWords } from '~/words/use-words';
import { metaWords } from '~/words/words';
import { pageWords } from '~/words/words.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // Where to go next, in the language of this page: the one the shopper is reading now.
  const redirectTo = nextPathIn(url.searchParams.get('redirectTo'), langOfRequest(request));
  if (await context.viewer()) throw redirect(redirectTo);
  return { redirectTo, googleFailed: url.searchParams.get('error') !== null, words: pageWords(request, ['auth']) };
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: metaWords(matches).auth?.signInDocument ?? 'Alankar' }, { name: 'robots', content: 'noindex' }];
}

export default function SignIn({ loaderData }: Route.ComponentProps) {
  const { redirectTo, googleFailed } = loaderData;
  const { t } = useWords();
  const google = Boolean(useRootData()?.googleSignIn);
  return (
    <AuthCard title={t.auth.signIn} intro={t.auth.signInIntro}>
      {googleFailed ? (
        <p role="alert" className="mb-6 border border-danger/30 bg-danger/5 p-3 text-sm text-danger">
          {t.auth.googleFailed}
        </p>
      ) : null}
      <SignInForm redirectTo={redirectTo} google={google} />
    </AuthCard>
  );
}
