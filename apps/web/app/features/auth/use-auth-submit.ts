import { useState } from 'react';
import { showAlert, type Alert } from '~/ui/alerts';
import type { AuthResult } from './auth-client';
import { useAfterAuth } from './use-after-auth';

/**
 * Sign-in and sign-up forms: while the call runs the form is busy; a failure shows the spec's
 * 'Something went wrong!' with the reason; success shows `success` and goes on to `redirectTo`.
 */
export function useAuthSubmit({ success, redirectTo }: { success: Omit<Alert, 'kind'>; redirectTo: string }) {
  const afterAuth = useAfterAuth();
  const [busy, setBusy] = useState(false);

  async function run(call: () => Promise<AuthResult>) {
    setBusy(true);
    const result = await call();
    setBusy(false);
    if (!result.ok) {
      showAlert({ kind: 'error', title: 'Something went wrong!', text: result.message });
      return;
    }
    showAlert({ kind: 'success', ...success });
    await afterAuth(redirectTo);
  }

  return { busy, run };
}
