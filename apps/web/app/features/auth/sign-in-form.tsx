import { useState, type FormEvent } from 'react';
import { pathWithoutLang } from '@alankar/shared/lang';
import { Link } from '~/ui/shop-links';
import { useWords } from '~/words/use-words';
import { Divider, Field } from './auth-card';
import { GoogleButton } from './google-button';
import { requestSignInLink, signedInAsStaff, signIn } from './auth-client';
import { fillNodes } from '~/words/fill-nodes';
import { useAuthErrorText, useAuthSubmit } from './use-auth-submit';
import { formText } from '~/lib/read-form';

/**
 * Email and password (and Google when configured); on success the shopper goes on to `redirectTo`, and staff who came
 * to no page in particular start in the dashboard. Someone whose address must wait after failed tries is offered a
 * link by email instead.
 */
export function SignInForm({ redirectTo, google }: { redirectTo: string; google: boolean }) {
  const { t } = useWords();
  const [email, setEmail] = useState('');
  const [mustWait, setMustWait] = useState(false);
  const toHome = pathWithoutLang(redirectTo) === '/';
  const { busy, run } = useAuthSubmit({
    success: { title: t.auth.signInSuccessTitle, text: t.auth.signInSuccessText },
    failure: t.auth.signInFailed,
    redirectTo: async () => (toHome && (await signedInAsStaff()) ? '/dashboard' : redirectTo),
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

  const signUpHref = toHome ? '/signup' : `/signup?redirectTo=${encodeURIComponent(redirectTo)}`;
  return (
    <>
      <form onSubmit={submit} className="space-y-4">
        <Field label={t.auth.email} type="email" name="email" required autoComplete="email" />
        <Field label={t.auth.password} type="password" name="password" required autoComplete="current-password" />
        <div className="text-right text-sm">
          <Link to="/forgot-password" className="text-gold underline-offset-4 hover:underline">
            {t.auth.forgotPassword}
          </Link>
        </div>
        <button type="submit" disabled={busy} className="btn btn-primary w-full">
          {busy ? t.auth.signingIn : t.auth.signIn}
        </button>
      </form>
      {mustWait && email ? <EmailedLink email={email} redirectTo={redirectTo} /> : null}
      {google ? (
        <>
          <Divider />
          <GoogleButton label={t.auth.signInWithGoogle} returnTo={redirectTo} />
        </>
      ) : null}
      <p className="mt-6 text-center text-sm text-taupe">
        {t.auth.newHere}{' '}
        <Link to={signUpHref} className="font-medium text-ink underline underline-offset-4">
          {t.auth.signUp}
        </Link>
      </p>
    </>
  );
}

/** A sign-in link by email: the way in for the owner when their address must wait. */
function EmailedLink({ email, redirectTo }: { email: string; redirectTo: string }) {
  const { t } = useWords();
  const errorText = useAuthErrorText();
  const [state, setState] = useState<{ step: 'idle' | 'busy' | 'sent' | 'refused'; message?: string }>({ step: 'idle' });
  async function send() {
    setState({ step: 'busy' });
    const result = await requestSignInLink(email, redirectTo);
    setState(result.ok ? { step: 'sent' } : { step: 'refused', message: errorText(result) });
  }
  return (
    <div role="status" className="mt-5 border border-gold/40 bg-ivory p-4 text-sm">
      {state.step === 'sent' ? (
        <p>{fillNodes(t.auth.linkOnItsWay, { email: <strong>{email}</strong> })}</p>
      ) : (
        <>
          <p>{fillNodes(t.auth.cannotWait, { email: <strong className="break-all">{email}</strong> })}</p>
          <button
            type="button"
            onClick={() => void send()}
            disabled={state.step === 'busy'}
            className="btn btn-outline mt-3 w-full"
          >
            {state.step === 'busy' ? t.auth.sending : t.auth.emailMeALink}
          </button>
          {state.step === 'refused' ? <p className="mt-2 text-danger">{state.message}</p> : null}
        </>
      )}
    </div>
  );
}
