import { useEffect, useState, type FormEvent } from 'react';
import CircleCheck from 'lucide-icon/circle-check';
import { westernDigits } from '@alankar/shared/lang';
import { api, ApiError } from '~/lib/api-client';
import { FormField } from '~/ui/form-field';
import { formText } from '~/lib/read-form';
import { useWords } from '~/words/use-words';

type Step = { kind: 'checking' } | { kind: 'ask' } | { kind: 'sent'; resendAt: number } | { kind: 'confirmed' };

/**
 * Proving the phone with a code sent by SMS, before a cash-on-delivery order (when the shop asks for it). The server
 * remembers the proof for this browser; `onConfirmed` runs once it has it.
 */
export function PhoneCode({ phone, onConfirmed }: { phone: string; onConfirmed: () => void }) {
  const { t, num, fill } = useWords();
  const [step, setStep] = useState<Step>({ kind: 'checking' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    let current = true;
    api<{ verified: boolean }>(`/phone-verifications/${phone}`)
      .then(({ verified }) => current && setStep(verified ? { kind: 'confirmed' } : { kind: 'ask' }))
      .catch(() => current && setStep({ kind: 'ask' }));
    return () => {
      current = false;
    };
  }, [phone]);

  useEffect(() => {
    if (step.kind === 'confirmed') onConfirmed();
    if (step.kind !== 'sent') return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per step
  }, [step]);

  async function send() {
    setBusy(true);
    setError(null);
    try {
      const { resendAfterSeconds } = await api<{ resendAfterSeconds: number }>('/phone-verifications', {
        method: 'POST',
        body: { phone },
      });
      setNow(Date.now());
      setStep({ kind: 'sent', resendAt: Date.now() + resendAfterSeconds * 1000 });
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t.checkout.somethingWentWrong);
    } finally {
      setBusy(false);
    }
  }

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = westernDigits(formText(new FormData(event.currentTarget), 'code')).replace(/\s/g, '');
    if (!/^\d{6}$/.test(code)) {
      setError(t.payment.codeFormat);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await api('/phone-verifications/confirm', { method: 'POST', body: { phone, code } });
      setStep({ kind: 'confirmed' });
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t.checkout.somethingWentWrong);
    } finally {
      setBusy(false);
    }
  }

  const shown = num(phone);
  if (step.kind === 'checking') return <div className="mt-5 h-24 animate-pulse bg-ivory" aria-hidden="true" />;
  if (step.kind === 'confirmed') {
    return (
      <p className="mt-5 flex items-center gap-2 text-sm text-success" data-testid="phone-confirmed">
        <CircleCheck aria-hidden="true" className="size-4" /> {fill(t.payment.phoneConfirmed, { phone: shown })}
      </p>
    );
  }
  const wait = step.kind === 'sent' ? Math.max(0, Math.ceil((step.resendAt - now) / 1000)) : 0;
  return (
    <section aria-labelledby="phone-code-title" className="mt-5 border border-line bg-ivory p-4 sm:p-5">
      <h4 id="phone-code-title" className="font-serif text-xl">
        {t.payment.codeTitle}
      </h4>
      <p className="mt-1 text-sm text-taupe">
        {step.kind === 'sent' ? fill(t.payment.codeSent, { phone: shown }) : fill(t.payment.codeIntro, { phone: shown })}
      </p>
      {step.kind === 'ask' ? (
        <button type="button" onClick={() => void send()} disabled={busy} className="btn btn-outline mt-4">
          {busy ? t.payment.sendingCode : t.payment.sendCode}
        </button>
      ) : (
        <form onSubmit={(event) => void confirm(event)} noValidate className="mt-4 flex flex-wrap items-start gap-3">
          <FormField
            label={t.payment.codeLabel}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            className="w-44"
            error={error ?? undefined}
          />
          <button type="submit" disabled={busy} className="btn btn-primary mt-7">
            {busy ? t.payment.confirmingCode : t.payment.confirmCode}
          </button>
          <p className="basis-full text-xs text-taupe">
            {wait > 0 ? (
              fill(t.payment.resendIn, { seconds: wait })
            ) : (
              <button type="button" onClick={() => void send()} className="underline underline-offset-4">
                {t.payment.resendCode}
              </button>
            )}
          </p>
        </form>
      )}
      {error && step.kind === 'ask' ? (
        <p role="alert" className="mt-3 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </section>
  );
}
