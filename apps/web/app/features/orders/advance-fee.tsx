import { useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import { westernDigits } from '@alankar/shared/lang';
import { normaliseBdMobile, normaliseTrxId } from '@alankar/shared/order';
import type { Order } from '@alankar/shared/order-schemas';
import { api, ApiError } from '~/lib/api-client';
import { focusFirstError } from '~/lib/focus-first-error';
import { formText } from '~/lib/read-form';
import { FormField } from '~/ui/form-field';
import { fillNodes } from '~/words/fill-nodes';
import { useWords } from '~/words/use-words';

type Field = 'trxID' | 'bkashNumber';
const EXAMPLE_NUMBER = '01711-223344';

/**
 * A cash order a rule asked for its delivery fee in advance: how to send it by bKash and where to type its TrxID, or,
 * once sent, that the shop has it. `token` is the order's signed link, for a guest.
 */
export function AdvanceFee({
  order,
  shopNumber,
  token,
  payWithBkash = false,
  outcome,
}: {
  order: Order;
  shopNumber: string;
  token?: string;
  /** The shop offers Pay with bKash: the fee can be paid on bKash's own page. */
  payWithBkash?: boolean;
  /** How paying the fee on bKash's page went (`?fee=`), when the shopper is just back from it. */
  outcome?: string;
}) {
  const { t, tk, num, fill } = useWords();
  const said = t.orders.advance;
  const revalidator = useRevalidator();
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [opening, setOpening] = useState(false);
  const { advance } = order;
  if (!advance || order.order_status !== 'pending') return null;
  const amount = tk(advance.amount);
  const query = token ? `?t=${encodeURIComponent(token)}` : '';

  if (advance.paid) {
    return outcome === 'paid' ? (
      <FeeFrame title={said.title}>
        <p className="mt-2" role="status">
          {fill(said.paid, { amount })}
        </p>
      </FeeFrame>
    ) : null;
  }

  async function payOnBkash() {
    setOpening(true);
    setProblem(null);
    try {
      const { redirectUrl } = await api<{ redirectUrl: string }>(`/orders/${order._id}/advance/payment${query}`, {
        method: 'POST',
      });
      window.location.assign(redirectUrl);
    } catch (cause) {
      setProblem(cause instanceof ApiError ? cause.message : said.failed);
      setOpening(false);
    }
  }

  if (advance.trxId) {
    return (
      <FeeFrame title={said.title}>
        <p className="mt-2">{fill(said.received, { trxId: advance.trxId, amount })}</p>
      </FeeFrame>
    );
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    // Digits typed on a Bangla keyboard count as well.
    const trxID = normaliseTrxId(westernDigits(formText(data, 'trxID')));
    const bkashNumber = normaliseBdMobile(westernDigits(formText(data, 'bkashNumber')));
    const found = {
      ...(trxID ? {} : { trxID: said.trxIdInvalid }),
      ...(bkashNumber ? {} : { bkashNumber: fill(said.numberInvalid, { example: num(EXAMPLE_NUMBER) }) }),
    };
    setErrors(found);
    setProblem(null);
    if (!trxID || !bkashNumber) return focusFirstError(form);
    setBusy(true);
    try {
      await api(`/orders/${order._id}/advance${query}`, { method: 'POST', body: { trxID, bkashNumber } });
      await revalidator.revalidate();
    } catch (cause) {
      if (cause instanceof ApiError) {
        setErrors(cause.fields);
        setProblem(cause.message);
      } else setProblem(said.failed);
      focusFirstError(form);
    } finally {
      setBusy(false);
    }
  }

  return (
    <FeeFrame title={said.title} open>
      <p className="mt-2">{said.why[advance.reason]}</p>
      {outcome && outcome !== 'paid' ? (
        <p role="alert" className="mt-3 text-sm text-danger">
          {said.notPaid}
        </p>
      ) : null}
      {payWithBkash ? (
        <>
          <button
            type="button"
            disabled={opening}
            onClick={() => void payOnBkash()}
            className="btn btn-primary mt-5 w-full sm:w-auto"
          >
            {opening ? said.opening : fill(said.payWithBkash, { amount })}
          </button>
          <p className="mt-5 text-sm font-medium">{said.orSendMoney}</p>
        </>
      ) : null}
      <ol className="mt-3 list-decimal space-y-1 pl-5 text-sm text-taupe">
        <li>
          {fillNodes(said.stepSend, {
            amount: (
              <strong className="text-gold tabular-nums" data-testid="advance-amount">
                {amount}
              </strong>
            ),
            sendMoney: <strong className="text-ink">{said.sendMoney}</strong>,
            number: <strong className="text-ink tabular-nums">{num(shopNumber)}</strong>,
          })}
        </li>
        <li>{said.stepTrxId}</li>
      </ol>
      <p className="mt-3 text-sm text-taupe">{fill(said.rest, { amount: tk(order.total - advance.amount) })}</p>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={said.title} className="mt-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            label={said.trxId}
            name="trxID"
            required
            maxLength={20}
            autoComplete="off"
            autoCapitalize="characters"
            placeholder="9BC4D7E2F1"
            error={errors.trxID}
          />
          <FormField
            label={said.bkashNumber}
            name="bkashNumber"
            type="tel"
            inputMode="tel"
            required
            maxLength={20}
            autoComplete="tel"
            placeholder={num(EXAMPLE_NUMBER)}
            error={errors.bkashNumber}
          />
        </div>
        {problem ? (
          <p role="alert" className="mt-4 text-sm text-danger">
            {problem}
          </p>
        ) : null}
        <button
          type="submit"
          disabled={busy}
          className={`btn mt-5 w-full sm:w-auto ${payWithBkash ? 'btn-outline' : 'btn-primary'}`}
        >
          {busy ? said.sending : said.send}
        </button>
      </form>
    </FeeFrame>
  );
}

/** The section every state of the fee is shown in; gold while the shopper still has something to do. */
function FeeFrame({ title, open = false, children }: { title: string; open?: boolean; children: React.ReactNode }) {
  return (
    <section
      aria-labelledby="advance-title"
      className={`bg-white p-5 ring-1 sm:p-6 ${open ? 'ring-gold/50' : 'ring-line'}`}
      data-testid="advance-fee"
    >
      <h2 id="advance-title" className="text-2xl">
        {title}
      </h2>
      {children}
    </section>
  );
}
