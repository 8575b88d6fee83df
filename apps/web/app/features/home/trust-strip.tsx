import { MessageCircle, ShieldCheck, Truck } from 'lucide-react';
import { POLICIES } from '@alankar/shared/policies';
import { formatTk } from '@alankar/shared/money';
import { useDeliveryRules } from '~/lib/use-root-data';

export function TrustStrip() {
  const { freeShippingAbove } = useDeliveryRules();
  const promises = [
    { icon: Truck, title: 'Free shipping', text: `On orders above ${formatTk(freeShippingAbove)}` },
    { icon: MessageCircle, title: 'Support 24/7', text: 'Talk to us any time on WhatsApp' },
    { icon: ShieldCheck, title: 'Money-back guarantee', text: `Return within ${POLICIES.returnDays} days` },
  ];
  return (
    <section aria-label="Our promises" className="border-y border-line bg-white">
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
