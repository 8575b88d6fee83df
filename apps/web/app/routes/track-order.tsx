import type { Route } from './+types/track-order';
import { TrackOrder } from '~/features/orders/track-order';
import { metaWords } from '~/words/words';
import { pageWords } from '~/words/words.server';

export function loader({ request }: Route.LoaderArgs) {
  return { words: pageWords(request, ['track', 'orders']) };
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: metaWords(matches).track?.document ?? 'Alankar' }];
}

export default function TrackOrderPage() {
  return <TrackOrder />;
}
