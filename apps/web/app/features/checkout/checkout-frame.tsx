import { useWords } from '~/words/use-words';

/** The checkout pages' layout: the step's form, and the order summary beside it (below it on phones). */
export function CheckoutFrame({ title, intro, summary, children }: { title: string; intro: string; summary?: React.ReactNode; children: React.ReactNode }) {
  const { t } = useWords();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 md:py-12">
      <p className="eyebrow">{t.checkout.checkout}</p>
      <h1 className="mt-2 text-4xl sm:text-5xl">{title}</h1>
      <p className="mt-2 text-taupe">{intro}</p>
      <div className="mt-8 grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-10">
        <div className="min-w-0">{children}</div>
        {summary ? <aside className="lg:sticky lg:top-24">{summary}</aside> : null}
      </div>
    </div>
  );
}
