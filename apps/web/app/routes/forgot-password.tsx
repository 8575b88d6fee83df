import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { AuthCard, Field } from '~/features/auth/auth-card';
import { requestPasswordReset } from '~/features/auth/auth-client';
import { formText } from '~/lib/read-form';

export function meta() {
  return [{ title: 'Forgot password · Alankar' }, { name: 'robots', content: 'noindex' }];
}

export default function ForgotPassword() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = formText(new FormData(event.currentTarget), 'email').trim();
    setBusy(true);
    const result = await requestPasswordReset(email);
    setBusy(false);
    if (result.ok) setSentTo(email);
    else setError(result.message);
  }

  if (sentTo) {
    return (
      <AuthCard title="Check your email">
        <p role="status" className="text-center leading-relaxed text-taupe">
          If an account exists for <strong className="text-ink">{sentTo}</strong>, we have sent it a link to choose a new
          password. The link works for one hour.
        </p>
        <Link to="/signin" className="btn btn-outline mt-8 w-full">
          Back to sign in
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Forgot password?" intro="Enter your email and we will send you a link to choose a new password.">
      <form onSubmit={(event) => void submit(event)} className="space-y-4">
        <Field label="Email" type="email" name="email" required autoComplete="email" />
        {error ? (
          <p role="alert" className="text-sm text-danger">
            {error}
          </p>
        ) : null}
        <button type="submit" disabled={busy} className="btn btn-primary w-full">
          {busy ? 'Sending…' : 'Send reset link'}
        </button>
      </form>
      <p className="mt-6 text-center text-sm">
        <Link to="/signin" className="text-taupe underline underline-offset-4">
          Back to sign in
        </Link>
      </p>
    </AuthCard>
  );
}
