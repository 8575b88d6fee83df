import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { normaliseBdMobile, normaliseTrxId } from '@alankar/shared/order';
import { formatTk } from '@alankar/shared/money';
import { FormField } from '~/ui/form-field';
import { formText } from '~/lib/read-form';
import { focusFirstError } from '~/lib/focus-first-error';

type BkashField = 'trxID' | 'bkashNumber' | 'agreed';

const AGREE_FIRST = 'Tick this once you have sent the money, to agree to the policies';

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
  const [errors, setErrors] = useState<Partial<Record<BkashField, string>>>({});

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const trxID = normaliseTrxId(formText(form, 'trxID'));
    const bkashNumber = normaliseBdMobile(formText(form, 'bkashNumber'));
    const agreed = form.get('agreed') === 'on';
    const found = {
      ...(trxID ? {} : { trxID: 'A TrxID has 10 letters and digits, as in the SMS from bKash' }),
      ...(bkashNumber ? {} : { bkashNumber: 'Enter the bKash number you paid from, like 01711-223344' }),
      ...(agreed ? {} : { agreed: AGREE_FIRST }),
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
      <h3 className="text-2xl">Pay with bKash</h3>
      <ol className="mt-3 list-decimal space-y-1 pl-5 text-sm text-taupe">
        <li>
          In your bKash app, choose <strong className="text-ink">Send Money</strong> to{' '}
          <strong className="text-ink tabular-nums" data-testid="bkash-shop-number">
            {shopNumber}
          </strong>
          .
        </li>
        <li>
          Send the amount{' '}
          <strong className="text-gold tabular-nums" data-testid="bkash-amount" aria-busy={total === null}>
            {total === null ? '…' : formatTk(total)}
          </strong>
          .
        </li>
        <li>Enter the Transaction ID (TrxID) from bKash’s SMS and the number you sent from.</li>
      </ol>
      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <FormField label="Transaction ID" name="trxID" required maxLength={20} autoComplete="off" autoCapitalize="characters" placeholder="9BC4D7E2F1" error={errorOf('trxID')} />
        <FormField label="bKash Number" name="bkashNumber" type="tel" inputMode="tel" required maxLength={20} autoComplete="tel" placeholder="01711-223344" error={errorOf('bkashNumber')} />
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
          I have sent the money and agree to the shop’s{' '}
          <Link to="/about#refund-policy" className="underline underline-offset-4">
            replace and refund policies
          </Link>
          .
        </span>
      </label>
      {errorOf('agreed') ? (
        <p id="bkash-agreed-error" className="mt-1 text-sm text-danger">
          {errorOf('agreed')}
        </p>
      ) : null}
      <p className="mt-3 text-xs text-taupe">We confirm your order as soon as we find your payment in our bKash account.</p>
      <button type="submit" disabled={busy || total === null} aria-busy={busy} className="btn btn-primary mt-6 w-full sm:w-auto sm:min-w-56">
        {busy ? 'Placing order…' : 'Place Order'}
      </button>
    </form>
  );
}
