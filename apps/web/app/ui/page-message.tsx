import { Link } from '~/ui/shop-links';
import { useWords } from '~/words/use-words';

/** A calm full-page message: not found, coming soon, something went wrong. */
export function PageMessage({ title, body, documentTitle }: { title: string; body: string; documentTitle?: string }) {
  const { t } = useWords();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center">
      {documentTitle ? <title>{documentTitle}</title> : null}
      <p className="eyebrow">Alankar</p>
      <h1 className="mt-3 text-4xl sm:text-5xl">{title}</h1>
      <p className="mt-4 leading-relaxed text-taupe">{body}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/properties" className="btn btn-primary">
          {t.shell.shopJewellery}
        </Link>
        <Link to="/" className="btn btn-outline">
          {t.shell.backHome}
        </Link>
      </div>
    </section>
  );
}
