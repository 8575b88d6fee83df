import { useState, type FormEvent } from 'react';
import { westernDigits } from '@alankar/shared/lang';
import { normaliseBdMobile, normaliseTrxId } from '@alankar/shared/order';
import { fillNodes } from '~/words/fill-nodes';
import { FormField } from '~/ui/form-field';
import { Link } from '~/ui/shop-links';
import { formText } from '~/lib/read-form';
import { focusFirstError } from '~/lib/focus-first-error';
import { useWords } from '~/words/use-words';

type BkashField = 'trxID' | 'bkashNumber' | 'agreed';

/** How a bKash number is written in examples. */
const EXAMPLE_NUMBER = '01711-223344';

/** bKash "Send Money" to the shop's number, then the TrxID from bKash's SMS; staff check it before shipping. */
export function BkashPayment({
  shopNumber,
  total,
  busy,
  serverErrors,
  onPlaceOrder,
}: {
  shopNumber: string;
  /** What to send: the server's total for the cart; null until it has answered (nothing can be sent yet). */
  total: number | null;
  busy: boolean;
  serverErrors: Record<string, string>;
  onPlaceOrder: (payment: { trxID: string; bkashNumber: string; agreed: true }) => void;
}) {
  const { t, tk, num, fill } = useWords();
  const [errors, setErrors] = useState<Partial<Record<BkashField, string>>>({});

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    // Digits typed on a Bangla keyboard count as well.
    const trxID = normaliseTrxId(westernDigits(formText(form, 'trxID')));
    const bkashNumber = normaliseBdMobile(westernDigits(formText(form, 'bkashNumber')));
    const agreed = form.get('agreed') === 'on';
    const found = {
      ...(trxID ? {} : { trxID: t.payment.trxIdInvalid }),
      ...(bkashNumber ? {} : { bkashNumber: fill(t.payment.bkashNumberInvalid, { example: num(EXAMPLE_NUMBER) }) }),
      ...(agreed ? {} : { agreed: t.payment.agreeFirst }),
    };
    setErrors(found);
    if (!trxID || !bkashNumber || !agreed) {
      focusFirstError(event.currentTarget);
      return;
    }
    onPlaceOrder({ trxID, bkashNumber, agreed: true });
  }

  const errorOf = (field: BkashField) => errors[field] ?? serverErrors[field];
  return (
    <form onSubmit={submit} noValidate>
      <h3 className="text-2xl">{t.payment.bkashTitle}</h3>
      <ol className="mt-3 list-decimal space-y-1 pl-5 text-sm text-taupe">
        <li>
          {fillNodes(t.payment.bkashStepSend, {
            sendMoney: <strong className="text-ink">{t.payment.sendMoney}</strong>,
            number: (
              <strong className="text-ink tabular-nums" data-testid="bkash-shop-number">
                {num(shopNumber)}
              </strong>
            ),
          })}
        </li>
        <li>
          {fillNodes(t.payment.bkashStepAmount, {
            amount: (
              <strong className="text-gold tabular-nums" data-testid="bkash-amount" aria-busy={total === null}>
                {total === null ? '…' : tk(total)}
              </strong>
            ),
          })}
        </li>
        <li>{t.payment.bkashStepTrxId}</li>
      </ol>
      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <FormField label={t.payment.trxId} name="trxID" required maxLength={20} autoComplete="off" autoCapitalize="characters" placeholder="9BC4D7E2F1" error={errorOf('trxID')} />
        <FormField label={t.payment.bkashNumber} name="bkashNumber" type="tel" inputMode="tel" required maxLength={20} autoComplete="tel" placeholder={num(EXAMPLE_NUMBER)} error={errorOf('bkashNumber')} />
      </div>
      <label className="mt-5 flex items-start gap-3 text-sm">
        <input
          type="checkbox"
          name="agreed"
          required
          aria-invalid={errorOf('agreed') ? true : undefined}
          aria-describedby={errorOf('agreed') ? 'bkash-agreed-error' : undefined}
          className="mt-0.5 size-5 accent-emerald"
        />
        <span>
          {fillNodes(t.payment.agree, {
            policies: (
              <Link to="/about#refund-policy" className="underline underline-offset-4">
                {t.payment.policies}
              </Link>
            ),
          })}
        </span>
      </label>
      {errorOf('agreed') ? (
        <p id="bkash-agreed-error" className="mt-1 text-sm text-danger">
          {errorOf('agreed')}
        </p>
      ) : null}
      <p className="mt-3 text-xs text-taupe">{t.payment.bkashConfirm}</p>
      <button type="submit" disabled={busy || total === null} aria-busy={busy} className="btn btn-primary mt-6 w-full sm:w-auto sm:min-w-56">
        {busy ? t.payment.placingOrder : t.payment.placeOrder}
      </button>
    </form>
  );
}
