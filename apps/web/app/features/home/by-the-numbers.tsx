import { DEFAULT_FIGURES, type ShopFigures } from '@alankar/shared/settings';
import { useRootData } from '~/lib/use-root-data';
import { useWords } from '~/words/use-words';

const FIGURES = ['happyClients', 'positiveReviews', 'dedicatedMembers', 'delivered'] as const satisfies readonly (keyof ShopFigures)[];

/** The shop's figures as the owner gave them in Settings: a 0 is left out, and with none the section is. */
export function ByTheNumbers() {
  const { t, num, fill } = useWords();
  const figures = useRootData()?.settings.figures ?? DEFAULT_FIGURES;
  const shown = FIGURES.filter((name) => figures[name] > 0);
  if (shown.length === 0 && figures.years === 0) return null;
  return (
    <section aria-labelledby="numbers-title" className="bg-emerald text-ivory">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 sm:px-6 md:grid-cols-[1fr_2fr]">
        <div>
          <p className="eyebrow text-gold-light">{t.home.numbersEyebrow}</p>
          <h2 id="numbers-title" className="mt-2 text-4xl leading-tight">
            {figures.years > 0 ? fill(t.home.numbersTitle, { years: figures.years }) : t.home.numbersTitlePlain}
          </h2>
        </div>
        <dl className="grid grid-cols-2 gap-8 sm:grid-cols-4">
          {shown.map((name) => (
            <div key={name} className="flex flex-col-reverse border-l border-gold-soft/50 pl-4">
              <dt className="mt-1 text-sm text-ivory/75">{t.home[name]}</dt>
              <dd className="font-serif text-4xl font-semibold text-gold-light">{`${num(figures[name])}+`}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
