import { useState } from 'react';
import { showAlert, type Alert } from '~/ui/alerts';
import type { AuthResult } from './auth-client';
import { useAfterAuth } from './use-after-auth';

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
  const [busy, setBusy] = useState(false);

  async function run(call: () => Promise<AuthResult>): Promise<AuthResult> {
    setBusy(true);
    const result = await call();
    if (!result.ok) {
      setBusy(false);
      showAlert({ kind: 'error', title: failure, text: result.message });
      return result;
    }
    showAlert({ kind: 'success', ...success });
    await afterAuth(typeof redirectTo === 'string' ? redirectTo : await redirectTo());
    setBusy(false);
    return result;
  }

  return { busy, run };
}
