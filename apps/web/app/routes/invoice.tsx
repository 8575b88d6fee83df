import { data, isRouteErrorResponse } from 'react-router';
import { orderIdParams } from '@alankar/shared/order-schemas';
import { orderNumberLabel } from '@alankar/shared/order';
import { digitsIn, langOfPath } from '@alankar/shared/lang';
import type { Route } from './+types/invoice';
import { requireAllowed } from '~/features/auth/guard.server';
import { CourierLabel, InvoiceSheet } from '~/features/invoice/invoice-sheets';
import { PrintButton } from '~/features/invoice/print-button';
import { qrCodePath } from '~/features/invoice/qr-code.server';
import { NotAllowed } from '~/features/dashboard/dashboard-panel';
import { readParamsOr404 } from '~/lib/query.server';
import { ErrorPage } from '~/ui/error-page';
import { Link } from '~/ui/shop-links';
import { useWords } from '~/words/use-words';
import { fill, metaWords } from '~/words/words';
import { pageWords } from '~/words/words.server';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const viewer = await requireAllowed(request, context);
  const { id } = readParamsOr404(params, orderIdParams);
  const [order, settings] = await Promise.all([
    context.services.orders.getOrder(viewer, id),
    context.services.settings.get(),
  ]);
  if (!order) throw data(null, { status: 404 });
  const size = new URL(request.url).searchParams.get('size') === 'label' ? 'label' : 'a4';
  return {
    order,
    size,
    shopName: settings.displayName,
    contact: settings.contact,
    qr: qrCodePath(orderNumberLabel(order.number)),
    words: pageWords(request, ['orders']),
  };
}

export function meta({ data: loaderData, matches, location }: Route.MetaArgs) {
  const all = metaWords(matches);
  const words = all.orders;
  const number = loaderData && digitsIn(orderNumberLabel(loaderData.order.number), langOfPath(location.pathname));
  const title = words ? (number ? fill(words.invoiceDocument, { number }) : words.invoicePlainDocument) : (all.shell?.notFoundDocument ?? 'Alankar');
  return [{ title }, { name: 'robots', content: 'noindex' }];
}

const TAB = 'inline-flex min-h-11 items-center px-4 text-sm font-medium border';

export default function Invoice({ loaderData }: Route.ComponentProps) {
  const { order, size } = loaderData;
  const { t, num, fill } = useWords();
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 print:max-w-none print:p-0">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link to={`/order-details/${order._id}`} className="text-sm text-emerald underline underline-offset-4">
          {fill(t.orders.backToOrder, { number: num(orderNumberLabel(order.number)) })}
        </Link>
        <div className="flex flex-wrap items-center gap-3">
          <nav aria-label={t.orders.paperSize} className="flex">
            <Link
              to="?"
              aria-current={size === 'a4' ? 'page' : undefined}
              className={`${TAB} ${size === 'a4' ? 'border-emerald bg-emerald text-ivory' : 'border-line bg-white'}`}
            >
              {t.orders.a4Invoice}
            </Link>
            <Link
              to="?size=label"
              aria-current={size === 'label' ? 'page' : undefined}
              className={`${TAB} ${size === 'label' ? 'border-emerald bg-emerald text-ivory' : 'border-line bg-white'}`}
            >
              {t.orders.courierLabelTab}
            </Link>
          </nav>
          <PrintButton />
        </div>
      </div>
      {size === 'label' ? <CourierLabel {...loaderData} /> : <InvoiceSheet {...loaderData} />}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || error.status !== 403) return <ErrorPage error={error} />;
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <NotAllowed />
    </div>
  );
}
