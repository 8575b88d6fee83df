import { useSearchParams } from 'react-router';
import { pagesToShow } from '~/lib/paging';
import { Link } from '~/ui/shop-links';
import { useWords } from '~/words/use-words';

interface PagerProps {
  /** 1-based, as shown. */
  page: number;
  pages: number;
  /** The query-string name that carries the page. */
  param?: string;
  /** What one link is called for screen readers, in the page's language: 'Page 2', 'Blog page 2'. */
  label?: string;
  /** Keep the reader where they are (a section of a longer page) instead of going to the top. */
  anchor?: string;
}

/** Page links numbered from 1, keeping the rest of the query string. */
export function Pager({ page, pages, param = 'page', label, anchor }: PagerProps) {
  const [params] = useSearchParams();
  const { t, num, fill } = useWords();
  const name = label ?? t.common.page;
  if (pages <= 1) return null;
  const hrefFor = (target: number) => {
    const next = new URLSearchParams(params);
    if (target === 1) next.delete(param);
    else next.set(param, String(target));
    return `?${next.toString()}${anchor ? `#${anchor}` : ''}`;
  };
  return (
    <nav aria-label={fill(t.common.pagerNav, { label: name })} className="mt-10 flex flex-wrap justify-center gap-2">
      {pagesToShow(page, pages).map((target, i) =>
        target === 'gap' ? (
          <span
            key={`gap-${i}`}
            aria-hidden="true"
            className="inline-flex size-11 items-center justify-center text-taupe"
          >
            …
          </span>
        ) : (
          <Link
            key={target}
            to={hrefFor(target)}
            preventScrollReset={Boolean(anchor)}
            aria-label={fill(t.common.pageLink, { label: name, page: target })}
            aria-current={target === page ? 'page' : undefined}
            className={`inline-flex size-11 items-center justify-center border text-sm ${
              target === page ? 'border-emerald bg-emerald text-ivory' : 'border-line bg-white hover:border-ink'
            }`}
          >
            {num(target)}
          </Link>
        ),
      )}
    </nav>
  );
}
