import { Link } from '~/ui/shop-links';
import { useWords } from '~/words/use-words';
import type { OrderFailure } from './use-place-order';

const SHIPPING_FIELD = /^shippingAddress\./;

/** Why the order did not go through, in the server's words; shipping problems lead back to the address. */
export function OrderFailureMessage({ failure }: { failure: OrderFailure | null }) {
  const { t } = useWords();
  if (!failure) return null;
  const shippingProblem = Object.keys(failure.fields).some((field) => SHIPPING_FIELD.test(field));
  return (
    <div role="alert" className="mt-5 border border-danger/30 bg-danger/5 p-4 text-sm text-danger">
      <p>{failure.message}</p>
      {shippingProblem ? (
        <Link to="/checkouts" className="mt-2 inline-block font-medium underline underline-offset-4">
          {t.checkout.editShipping}
        </Link>
      ) : null}
    </div>
  );
}
