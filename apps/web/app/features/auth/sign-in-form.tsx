import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Divider, Field } from './auth-card';
import { GoogleButton } from './google-button';
import { requestSignInLink, signedInAsStaff, signIn } from './auth-client';
import { useAuthSubmit } from './use-auth-submit';
import { formText } from '~/lib/read-form';

/**
 * Email and password (and Google when configured); on success the shopper goes on to `redirectTo`, and staff who came
 * to no page in particular start in the dashboard. Someone whose address must wait after failed tries is offered a
 * link by email instead.
 */
export function SignInForm({ redirectTo, google }: { redirectTo: string; google: boolean }) {
  const [email, setEmail] = useState('');
  const [mustWait, setMustWait] = useState(false);
  const { busy, run } = useAuthSubmit({
    success: { title: 'Sign in Successful!', text: 'Welcome back !' },
    failure: 'You are not signed in',
    redirectTo: async () => (redirectTo === '/' && (await signedInAsStaff()) ? '/dashboard' : redirectTo),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const typed = formText(form, 'email').trim();
    setEmail(typed);
    void run(() => signIn(typed, formText(form, 'password'))).then((result) => {
      if (!result.ok && result.code === 'too_many_requests') setMustWait(true);
    });
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
      {mustWait && email ? <EmailedLink email={email} redirectTo={redirectTo} /> : null}
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

/** A sign-in link by email: the way in for the owner when their address must wait. */
function EmailedLink({ email, redirectTo }: { email: string; redirectTo: string }) {
  const [state, setState] = useState<{ step: 'idle' | 'busy' | 'sent' | 'refused'; message?: string }>({ step: 'idle' });
  async function send() {
    setState({ step: 'busy' });
    const result = await requestSignInLink(email, redirectTo);
    setState(result.ok ? { step: 'sent' } : { step: 'refused', message: result.message });
  }
  return (
    <div role="status" className="mt-5 border border-gold/40 bg-ivory p-4 text-sm">
      {state.step === 'sent' ? (
        <p>
          If <strong>{email}</strong> has an account, a link to sign in is on its way. It works for 15 minutes.
        </p>
      ) : (
        <>
          <p>
            Can’t wait? We can email <strong className="break-all">{email}</strong> a link that signs you in.
          </p>
          <button
            type="button"
            onClick={() => void send()}
            disabled={state.step === 'busy'}
            className="btn btn-outline mt-3 w-full"
          >
            {state.step === 'busy' ? 'Sending…' : 'Email me a sign-in link'}
          </button>
          {state.step === 'refused' ? <p className="mt-2 text-danger">{state.message}</p> : null}
        </>
      )}
    </div>
  );
}
