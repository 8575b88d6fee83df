import { useState, type FormEvent } from 'react';
import type { Route } from './+types/forgot-password';
import { AuthCard, Field } from '~/features/auth/auth-card';
import { requestPasswordReset } from '~/features/auth/auth-client';
import { fillNodes } from '~/words/fill-nodes';
import { useAuthErrorText } from '~/features/auth/use-auth-submit';
import { formText } from '~/lib/read-form';
import { Link } from '~/ui/shop-links';
import { useWords } from '~/words/use-words';
import { metaWords } from '~/words/words';
import { pageWords } from '~/words/words.server';

export function loader({ request }: Route.LoaderArgs) {
  return { words: pageWords(request, ['auth']) };
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: metaWords(matches).auth?.forgotDocument ?? 'Alankar' }, { name: 'robots', content: 'noindex' }];
}

export default function ForgotPassword() {
  const { t, lang } = useWords();
  const errorText = useAuthErrorText();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = formText(new FormData(event.currentTarget), 'email').trim();
    setBusy(true);
    const result = await requestPasswordReset(email, lang);
    setBusy(false);
    if (result.ok) setSentTo(email);
    else setError(errorText(result));
  }

  if (sentTo) {
    return (
      <AuthCard title={t.auth.checkEmail}>
        <p role="status" className="text-center leading-relaxed text-taupe">
          {fillNodes(t.auth.resetLinkSent, { email: <strong className="text-ink">{sentTo}</strong> })}
        </p>
        <Link to="/signin" className="btn btn-outline mt-8 w-full">
          {t.auth.backToSignIn}
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t.auth.forgotPassword} intro={t.auth.forgotIntro}>
      <form onSubmit={(event) => void submit(event)} className="space-y-4">
        <Field label={t.auth.email} type="email" name="email" required autoComplete="email" />
        {error ? (
          <p role="alert" className="text-sm text-danger">
            {error}
          </p>
        ) : null}
        <button type="submit" disabled={busy} className="btn btn-primary w-full">
          {busy ? t.auth.sending : t.auth.sendResetLink}
        </button>
      </form>
      <p className="mt-6 text-center text-sm">
        <Link to="/signin" className="text-taupe underline underline-offset-4">
          {t.auth.backToSignIn}
        </Link>
      </p>
    </AuthCard>
  );
}
