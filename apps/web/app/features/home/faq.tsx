import { useId, useState } from 'react';
import ChevronDown from 'lucide-icon/chevron-down';
import { POLICIES } from '@alankar/shared/policies';
import { useDeliveryFeesText, useDeliveryRules } from '~/lib/use-root-data';
import { useWords } from '~/words/use-words';

/** An order number as shoppers see it, for the tracking answer. */
const EXAMPLE_ORDER = 100245;

function useQuestions() {
  const { t, tk, fill } = useWords();
  const { freeShippingAbove } = useDeliveryRules();
  const fees = useDeliveryFeesText();
  const days = POLICIES.returnDays;
  return [
    {
      key: 'shipping',
      title: t.home.faqShipping,
      answer: fill(t.home.faqShippingAnswer, {
        courier: POLICIES.courier,
        fees,
        freeAbove: tk(freeShippingAbove),
      }),
    },
    {
      key: 'returns',
      title: t.home.faqReturns,
      answer: fill(t.home.faqReturnsAnswer, { days, refundDays: POLICIES.refundWorkingDays }),
    },
    { key: 'exchange', title: t.home.faqExchange, answer: fill(t.home.faqExchangeAnswer, { days }) },
    { key: 'tracking', title: t.home.faqTracking, answer: fill(t.home.faqTrackingAnswer, { example: EXAMPLE_ORDER }) },
  ];
}

export function Faq() {
  const { t } = useWords();
  const [openKeys, setOpenKeys] = useState<ReadonlySet<string>>(new Set());
  const id = useId();
  const questions = useQuestions();
  const toggle = (key: string) =>
    setOpenKeys((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  return (
    <section aria-labelledby={`${id}-title`} className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <p className="eyebrow text-center">{t.home.faqEyebrow}</p>
      <h2 id={`${id}-title`} className="mt-2 mb-8 text-center text-4xl">
        {t.home.faqTitle}
      </h2>
      <div className="divide-y divide-line border-y border-line">
        {questions.map(({ key, title, answer }, index) => {
          const open = openKeys.has(key);
          const panelId = `${id}-panel-${index}`;
          return (
            <div key={key}>
              <h3 className="font-sans text-base font-semibold tracking-normal">
                <button
                  type="button"
                  aria-expanded={open}
                  aria-controls={panelId}
                  onClick={() => toggle(key)}
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
