import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { PASSWORD_MAX, PASSWORD_MIN } from '@alankar/shared/account';
import { formText } from '~/lib/read-form';
import type { Route } from './+types/reset-password';
import { AuthCard, Field } from '~/features/auth/auth-card';
import { resetPassword } from '~/features/auth/auth-client';
import { showAlert } from '~/ui/alerts';

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get('error') ? null : url.searchParams.get('token');
  return { token };
}

export function meta() {
  return [{ title: 'Choose a new password · Alankar' }, { name: 'robots', content: 'noindex' }];
}

export default function ResetPassword({ loaderData }: Route.ComponentProps) {
  const { token } = loaderData;
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (!token) {
    return (
      <AuthCard title="This link has expired">
        <p className="text-center text-taupe">Reset links work once, for one hour. Ask for a new one and use it straight away.</p>
        <Link to="/forgot-password" className="btn btn-primary mt-8 w-full">
          Send a new link
        </Link>
      </AuthCard>
    );
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = formText(form, 'password');
    if (password !== formText(form, 'confirm')) {
      setError('The two passwords are not the same.');
      return;
    }
    setBusy(true);
    const result = await resetPassword(token!, password);
    setBusy(false);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    showAlert({ kind: 'success', title: 'Password changed', text: 'Sign in with your new password.' });
    await navigate('/signin', { replace: true });
  }

  return (
    <AuthCard title="Choose a new password">
      <form onSubmit={(event) => void submit(event)} className="space-y-4">
        <Field label="New password" hint={`at least ${PASSWORD_MIN} characters`} type="password" name="password" required minLength={PASSWORD_MIN} maxLength={PASSWORD_MAX} autoComplete="new-password" />
        <Field label="Confirm new password" type="password" name="confirm" required minLength={PASSWORD_MIN} maxLength={PASSWORD_MAX} autoComplete="new-password" />
        {error ? (
          <p role="alert" className="text-sm text-danger">
            {error}
          </p>
        ) : null}
        <button type="submit" disabled={busy} className="btn btn-primary w-full">
          {busy ? 'Saving…' : 'Save new password'}
        </button>
      </form>
    </AuthCard>
  );
}
