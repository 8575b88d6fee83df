import MessageCircle from 'lucide-icon/message-circle';
import ShieldCheck from 'lucide-icon/shield-check';
import Truck from 'lucide-icon/truck';
import { POLICIES } from '@alankar/shared/policies';
import { useDeliveryRules } from '~/lib/use-root-data';
import { useWords } from '~/words/use-words';

export function TrustStrip() {
  const { t, tk, fill } = useWords();
  const { freeShippingAbove } = useDeliveryRules();
  const promises = [
    { icon: Truck, title: t.home.freeShipping, text: fill(t.home.freeShippingText, { amount: tk(freeShippingAbove) }) },
    { icon: MessageCircle, title: t.home.support, text: t.home.supportText },
    { icon: ShieldCheck, title: t.home.moneyBack, text: fill(t.home.moneyBackText, { days: POLICIES.returnDays }) },
  ];
  return (
    <section aria-label={t.home.promises} className="border-y border-line bg-white">
      <ul className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:grid-cols-3 sm:px-6">
        {promises.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex items-center gap-4">
            <Icon aria-hidden="true" className="size-8 shrink-0 text-gold" strokeWidth={1.25} />
            <div>
              <p className="font-semibold">{title}</p>
              <p className="text-sm text-taupe">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
