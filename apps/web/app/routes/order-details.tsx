import type { Route } from './+types/order-details';
import { requireViewer } from '~/features/auth/guard.server';
import { PageMessage } from '~/ui/page-message';

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireViewer(request, context);
  return null;
}

export function meta() {
  return [{ title: 'Order summary · Alankar' }, { name: 'robots', content: 'noindex' }];
}

export default function OrderDetails() {
  return <PageMessage title="Order Summary" body="Order details are on their way to this page. Your orders are listed in My Orders." />;
}
