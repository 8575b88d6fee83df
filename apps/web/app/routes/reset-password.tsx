import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { PASSWORD_MAX, PASSWORD_MIN } from '@alankar/shared/account';
import { formText } from '~/lib/read-form';
import type { Route } from './+types/reset-password';
import { AuthCard, Field } from '~/features/auth/auth-card';
import { resetPassword } from '~/features/auth/auth-client';
import { useAuthErrorText } from '~/features/auth/use-auth-submit';
import { showAlert } from '~/ui/alerts';
import { Link } from '~/ui/shop-links';
import { useWords } from '~/words/use-words';
import { metaWords } from '~/words/words';
import { pageWords } from '~/words/words.server';

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get('error') ? null : url.searchParams.get('token');
  return { token, words: pageWords(request, ['auth']) };
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: metaWords(matches).auth?.resetDocument ?? 'Alankar' }, { name: 'robots', content: 'noindex' }];
}

export default function ResetPassword({ loaderData }: Route.ComponentProps) {
  const { token } = loaderData;
  const navigate = useNavigate();
  const { t, fill, path } = useWords();
  const errorText = useAuthErrorText();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (!token) {
    return (
      <AuthCard title={t.auth.linkExpired}>
        <p className="text-center text-taupe">{t.auth.linkExpiredText}</p>
        <Link to="/forgot-password" className="btn btn-primary mt-8 w-full">
          {t.auth.sendNewLink}
        </Link>
      </AuthCard>
    );
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = formText(form, 'password');
    if (password !== formText(form, 'confirm')) {
      setError(t.auth.passwordsDiffer);
      return;
    }
    setBusy(true);
    const result = await resetPassword(token!, password);
    setBusy(false);
    if (!result.ok) {
      setError(errorText(result));
      return;
    }
    showAlert({ kind: 'success', title: t.auth.passwordChanged, text: t.auth.passwordChangedText });
    await navigate(path('/signin'), { replace: true });
  }

  return (
    <AuthCard title={t.auth.newPasswordTitle}>
      <form onSubmit={(event) => void submit(event)} className="space-y-4">
        <Field label={t.auth.newPassword} hint={fill(t.auth.passwordHint, { count: PASSWORD_MIN })} type="password" name="password" required minLength={PASSWORD_MIN} maxLength={PASSWORD_MAX} autoComplete="new-password" />
        <Field label={t.auth.confirmNewPassword} type="password" name="confirm" required minLength={PASSWORD_MIN} maxLength={PASSWORD_MAX} autoComplete="new-password" />
        {error ? (
          <p role="alert" className="text-sm text-danger">
            {error}
          </p>
        ) : null}
        <button type="submit" disabled={busy} className="btn btn-primary w-full">
          {busy ? t.auth.saving : t.auth.saveNewPassword}
        </button>
      </form>
    </AuthCard>
  );
}
