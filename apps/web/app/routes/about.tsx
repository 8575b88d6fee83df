import { POLICIES } from '@alankar/shared/policies';
import { formatTk } from '@alankar/shared/money';
import type { Route } from './+types/about';
import { pageMeta } from '~/lib/seo';
import { useDeliveryRules } from '~/lib/use-root-data';

export function loader({ context }: Route.LoaderArgs) {
  return { origin: context.origin };
}

export function meta({ data }: Route.MetaArgs) {
  return pageMeta({
    title: 'About us and our policies · Alankar',
    description: `Alankar has sold jewellery in Dhaka since ${POLICIES.foundedYear}. Our story, delivery, privacy, replacement and refund policies.`,
    origin: data?.origin,
  });
}

const SECTIONS = [
  { id: 'our-story', title: 'Our story' },
  { id: 'shipping', title: 'Shipping & delivery' },
  { id: 'privacy-policy', title: 'Privacy policy' },
  { id: 'replace-policy', title: 'Replace Policy' },
  { id: 'refund-policy', title: 'Refund Policy' },
];

export default function About() {
  const { shippingFee, freeShippingAbove } = useDeliveryRules();
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <header className="mx-auto mb-12 max-w-2xl text-center">
        <p className="eyebrow">About Alankar</p>
        <h1 className="mt-2 text-4xl sm:text-5xl">Jewellery chosen with care, since {POLICIES.foundedYear}</h1>
      </header>

      <div className="grid gap-12 lg:grid-cols-[14rem_1fr]">
        <nav aria-label="On this page" className="lg:sticky lg:top-24 lg:self-start">
          <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm lg:flex-col">
            {SECTIONS.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-taupe hover:text-ink">
                  {section.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div className="max-w-prose space-y-14 text-[1.0625rem] leading-relaxed text-ink/85 [&_h2]:mb-4 [&_h2]:text-3xl [&_h2]:text-ink [&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:font-sans [&_h3]:text-base [&_h3]:font-semibold [&_h3]:text-ink [&_li]:ml-5 [&_li]:list-disc [&_p+p]:mt-4 [&_ul+p]:mt-3 [&_section]:scroll-mt-24 [&_ul]:space-y-1.5">
          <section id="our-story" aria-labelledby="our-story-title">
            <h2 id="our-story-title">Our story</h2>
            <p>
              Alankar began in {POLICIES.foundedYear} as a small counter in a Dhaka market, selling silver earrings that
              our founder chose one piece at a time. Customers came back for the same reason they do today: honest
              prices, jewellery that lasts, and someone who remembers what you bought for your sister last Eid.
            </p>
            <p>
              Today we work with karigars in Old Dhaka and trusted makers beyond, and we deliver across Bangladesh.
              Every piece is checked by hand before it is packed, and every description tells you exactly what it is
              made of.
            </p>
          </section>

          <section id="shipping" aria-labelledby="shipping-title">
            <h2 id="shipping-title">Shipping & delivery</h2>
            <p>
              We deliver with {POLICIES.courier}. Inside Dhaka your order arrives within {POLICIES.dhakaDeliveryHours}{' '}
              hours; elsewhere in Bangladesh it takes up to {POLICIES.outsideDhakaWorkingDays} working days. Delivery
              costs {formatTk(shippingFee)} and is free on orders above {formatTk(freeShippingAbove)}.
            </p>
          </section>

          <section id="privacy-policy" aria-labelledby="privacy-title">
            <h2 id="privacy-title">Privacy policy</h2>
            <p>
              This policy explains what we collect when you shop with us, why, and what you can ask us to do with it.
            </p>
            <h3>What we collect</h3>
            <ul>
              <li>
                Your name, email address, phone number and delivery address, when you create an account or place an
                order.
              </li>
              <li>
                Your orders and how you paid. We never see or store your full card number: card payments are handled by
                our payment provider.
              </li>
              <li>Your bKash number and transaction ID, when you pay by bKash, so we can match your payment.</li>
              <li>
                Basic technical information (such as your browser and pages visited) to keep the shop working and
                secure.
              </li>
            </ul>
            <h3>Comments and ratings</h3>
            <p>
              When you leave a comment or rating, your name and what you wrote are shown publicly beside it. Please do
              not include personal details you would not want others to see. Website administrators can edit or remove
              comments that break our rules.
            </p>
            <h3>Who we share it with</h3>
            <ul>
              <li>Our courier, who receives your name, phone number and address to deliver your order.</li>
              <li>Payment providers (card processor and bKash), who receive what they need to take your payment.</li>
              <li>Government authorities, only when the law requires it.</li>
            </ul>
            <p>We never sell your information or share it for advertising.</p>
            <h3>How long we keep it</h3>
            <p>
              We keep your account for as long as it is open, and order records for as long as tax and accounting law
              requires. Newsletter sign-ups are kept until you unsubscribe.
            </p>
            <h3>Your rights</h3>
            <p>
              You can ask us for a copy of the information we hold about you, ask us to correct it, or ask us to delete
              your account and the data we are not required to keep. Write to us or message us on WhatsApp and we will
              reply within a few days.
            </p>
          </section>

          <section id="replace-policy" aria-labelledby="replace-title">
            <h2 id="replace-title">Replace Policy</h2>
            <p>
              If a piece arrives damaged, or is not what you ordered, tell us within {POLICIES.returnDays} days of
              delivery with a photo and your order number. We will send a replacement at no cost, and our courier
              collects the original.
            </p>
            <p>
              To exchange for another size or design, the piece must be unworn and in its original box. If the new piece
              costs more, you pay only the difference.
            </p>
          </section>

          <section id="refund-policy" aria-labelledby="refund-title">
            <h2 id="refund-title">Refund Policy</h2>
            <p>
              You may return any piece within {POLICIES.returnDays} days of delivery, unworn and in its original box.
              Once it reaches us and has been checked, your refund is sent within {POLICIES.refundWorkingDays} working
              days: to your card for card payments, or to your bKash number for bKash and cash-on-delivery orders.
            </p>
            <p>Delivery charges are refunded when the return is because of our mistake.</p>
          </section>
        </div>
      </div>
    </div>
  );
}
