import type { Words } from '~/words/words';
import { useWords } from '~/words/use-words';

const YEARS = 3;

const FIGURES: { value: number; label: keyof Words['home'] }[] = [
  { value: 400, label: 'happyClients' },
  { value: 80, label: 'positiveReviews' },
  { value: 2000, label: 'dedicatedMembers' },
  { value: 350, label: 'delivered' },
];

export function ByTheNumbers() {
  const { t, num, fill } = useWords();
  return (
    <section aria-labelledby="numbers-title" className="bg-emerald text-ivory">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 sm:px-6 md:grid-cols-[1fr_2fr]">
        <div>
          <p className="eyebrow text-gold-light">{t.home.numbersEyebrow}</p>
          <h2 id="numbers-title" className="mt-2 text-4xl leading-tight">
            {fill(t.home.numbersTitle, { years: YEARS })}
          </h2>
        </div>
        <dl className="grid grid-cols-2 gap-8 sm:grid-cols-4">
          {FIGURES.map((figure) => (
            <div key={figure.label} className="flex flex-col-reverse border-l border-gold-soft/50 pl-4">
              <dt className="mt-1 text-sm text-ivory/75">{t.home[figure.label]}</dt>
              <dd className="font-serif text-4xl font-semibold text-gold-light">{`${num(figure.value)}+`}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
