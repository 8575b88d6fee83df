import { digitsIn, langOfPath } from '@alankar/shared/lang';
import { POLICIES } from '@alankar/shared/policies';
import type { Route } from './+types/about';
import { pageMeta } from '~/lib/seo';
import { useDeliveryFeesText, useDeliveryRules, useRootData } from '~/lib/use-root-data';
import { ShopContactLines } from '~/features/layout/shop-contact';
import { DEFAULT_CONTACT } from '@alankar/shared/settings';
import { fill as fillMessage, metaWords } from '~/words/words';
import { useWords } from '~/words/use-words';
import { pageWords } from '~/words/words.server';

export function loader({ request, context }: Route.LoaderArgs) {
  return { origin: context.origin, words: pageWords(request, ['about']) };
}

export function meta({ data, matches, location }: Route.MetaArgs) {
  const t = metaWords(matches);
  const year = digitsIn(POLICIES.foundedYear, langOfPath(location.pathname));
  return pageMeta({
    lang: langOfPath(location.pathname),
    title: t.about?.metaTitle ?? 'About us and our policies · Alankar',
    description: t.about ? fillMessage(t.about.metaDescription, { year }) : '',
    origin: data?.origin,
  });
}

export default function About() {
  const { freeShippingAbove } = useDeliveryRules();
  const fees = useDeliveryFeesText();
  const contact = useRootData()?.settings.contact ?? DEFAULT_CONTACT;
  const { t, tk, fill } = useWords();
  const a = t.about;
  const year = POLICIES.foundedYear;
  const sections = [
    { id: 'our-story', title: a.storyTitle },
    { id: 'shipping', title: a.shippingTitle },
    { id: 'contact', title: t.shell.contactTitle },
    { id: 'privacy-policy', title: a.privacyTitle },
    { id: 'replace-policy', title: a.replaceTitle },
    { id: 'refund-policy', title: a.refundTitle },
  ];
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <header className="mx-auto mb-12 max-w-2xl text-center">
        <p className="eyebrow">{a.eyebrow}</p>
        <h1 className="mt-2 text-4xl sm:text-5xl">{fill(a.title, { year })}</h1>
      </header>

      <div className="grid gap-12 lg:grid-cols-[14rem_1fr]">
        <nav aria-label={a.onThisPage} className="lg:sticky lg:top-24 lg:self-start">
          <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm lg:flex-col">
            {sections.map((section) => (
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
            <h2 id="our-story-title">{a.storyTitle}</h2>
            <p>{fill(a.storyBeginning, { year })}</p>
            <p>{a.storyToday}</p>
          </section>

          <section id="shipping" aria-labelledby="shipping-title">
            <h2 id="shipping-title">{a.shippingTitle}</h2>
            <p>
              {fill(a.shippingText, {
                courier: POLICIES.courier,
                fees,
                freeAbove: tk(freeShippingAbove),
              })}
            </p>
          </section>

          <section id="contact" aria-labelledby="contact-title">
            <h2 id="contact-title">{t.shell.contactTitle}</h2>
            <ShopContactLines contact={contact} />
          </section>

          <section id="privacy-policy" aria-labelledby="privacy-title">
            <h2 id="privacy-title">{a.privacyTitle}</h2>
            <p>{a.privacyIntro}</p>
            <h3>{a.collectTitle}</h3>
            <List items={a.collectItems} />
            <h3>{a.commentsTitle}</h3>
            <p>{a.commentsText}</p>
            <h3>{a.shareTitle}</h3>
            <List items={a.shareItems} />
            <p>{a.neverSell}</p>
            <h3>{a.keepTitle}</h3>
            <p>{a.keepText}</p>
            <h3>{a.rightsTitle}</h3>
            <p>{a.rightsText}</p>
          </section>

          <section id="replace-policy" aria-labelledby="replace-title">
            <h2 id="replace-title">{a.replaceTitle}</h2>
            <p>{fill(a.replaceDamaged, { days: POLICIES.returnDays })}</p>
            <p>{a.replaceExchange}</p>
          </section>

          <section id="refund-policy" aria-labelledby="refund-title">
            <h2 id="refund-title">{a.refundTitle}</h2>
            <p>{fill(a.refundText, { days: POLICIES.returnDays, refundDays: POLICIES.refundWorkingDays })}</p>
            <p>{a.refundDelivery}</p>
          </section>
        </div>
      </div>
    </div>
  );
}

function List({ items }: { items: readonly string[] }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
