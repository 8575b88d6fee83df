import { useState } from 'react';
import { showAlert, type Alert } from '~/ui/alerts';
import { useWords } from '~/words/use-words';
import type { AuthResult, KnownAuthError } from './auth-client';
import { useAfterAuth } from './use-after-auth';

/** Why the sign-in service refused: in the page's words when the shop knows the refusal, else as the service said it. */
export function useAuthErrorText() {
  const { t, fill } = useWords();
  return ({ message, known }: { message: string; known?: KnownAuthError }) =>
    known ? fill(t.auth.errors[known.code], { count: known.count ?? '' }) : message;
}

/**
 * Sign-in and sign-up forms: while the call runs the form is busy; a failure says what did not happen (`failure`) and
 * why; success shows `success` and goes on to where `redirectTo` answers.
 */
export function useAuthSubmit({
  success,
  failure,
  redirectTo,
}: {
  success: Omit<Alert, 'kind'>;
  failure: string;
  redirectTo: string | (() => Promise<string>);
}) {
  const afterAuth = useAfterAuth();
  const errorText = useAuthErrorText();
  const [busy, setBusy] = useState(false);

  async function run(call: () => Promise<AuthResult>): Promise<AuthResult> {
    setBusy(true);
    const result = await call();
    if (!result.ok) {
      setBusy(false);
      showAlert({ kind: 'error', title: failure, text: errorText(result) });
      return result;
    }
    showAlert({ kind: 'success', ...success });
    await afterAuth(typeof redirectTo === 'string' ? redirectTo : await redirectTo());
    setBusy(false);
    return result;
  }

  return { busy, run };
}
