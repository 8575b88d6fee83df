import { useId, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { POLICIES } from '@alankar/shared/policies';
import type { DeliveryRules } from '@alankar/shared/pricing';
import { formatTk } from '@alankar/shared/money';
import { useDeliveryRules } from '~/lib/use-root-data';

const questions = ({ shippingFee, freeShippingAbove }: DeliveryRules) => [
  {
    title: 'Shipping',
    answer: `We deliver across Bangladesh with ${POLICIES.courier}. Inside Dhaka your order arrives within ${POLICIES.dhakaDeliveryHours} hours; elsewhere it takes up to ${POLICIES.outsideDhakaWorkingDays} working days. Delivery costs ${formatTk(shippingFee)}, and it is free on orders above ${formatTk(freeShippingAbove)}.`,
  },
  {
    title: 'Returns',
    answer: `Changed your mind? Return any piece within ${POLICIES.returnDays} days of delivery, unworn and in its box. Once it reaches us, your refund is sent within ${POLICIES.refundWorkingDays} working days, to your bKash number or your card.`,
  },
  {
    title: 'Exchange',
    answer: `Need another size or style? Exchange within ${POLICIES.returnDays} days of delivery for any piece in stock; if it costs more, you pay only the difference. Message us on WhatsApp and we will arrange the pickup.`,
  },
  {
    title: 'Tracking',
    answer:
      'Every order has a short number, such as #100245. Sign in and open My Orders to see where it is, or send us the number on WhatsApp and we will tell you.',
  },
];

export function Faq() {
  const [openTitles, setOpenTitles] = useState<ReadonlySet<string>>(new Set());
  const id = useId();
  const delivery = useDeliveryRules();
  const toggle = (title: string) =>
    setOpenTitles((current) => {
      const next = new Set(current);
      if (next.has(title)) next.delete(title);
      else next.add(title);
      return next;
    });

  return (
    <section aria-labelledby={`${id}-title`} className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <p className="eyebrow text-center">Good to know</p>
      <h2 id={`${id}-title`} className="mt-2 mb-8 text-center text-4xl">
        Frequently asked questions
      </h2>
      <div className="divide-y divide-line border-y border-line">
        {questions(delivery).map(({ title, answer }, index) => {
          const open = openTitles.has(title);
          const panelId = `${id}-panel-${index}`;
          return (
            <div key={title}>
              <h3 className="font-sans text-base font-semibold tracking-normal">
                <button
                  type="button"
                  aria-expanded={open}
                  aria-controls={panelId}
                  onClick={() => toggle(title)}
                  className="flex min-h-14 w-full items-center justify-between gap-4 text-left"
                >
                  {title}
                  <ChevronDown
                    aria-hidden="true"
                    className={`size-5 shrink-0 text-gold transition-transform ${open ? 'rotate-180' : ''}`}
                  />
                </button>
              </h3>
              <div
                id={panelId}
                role="region"
                aria-label={title}
                hidden={!open}
                className="pb-5 leading-relaxed text-taupe"
              >
                {answer}
              </div>
            </div>
          );
        })}
      </div>
    </section>
  );
}
