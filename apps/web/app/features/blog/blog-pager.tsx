import { Link, useSearchParams } from 'react-router';

interface BlogPagerProps {
  /** 1-based, as shown. */
  page: number;
  pages: number;
  /** The query-string name that carries the page. */
  param: string;
  anchor?: string;
}

/** Page buttons numbered from 1. */
export function BlogPager({ page, pages, param, anchor }: BlogPagerProps) {
  const [params] = useSearchParams();
  if (pages <= 1) return null;
  const hrefFor = (target: number) => {
    const next = new URLSearchParams(params);
    if (target === 1) next.delete(param);
    else next.set(param, String(target));
    return `?${next.toString()}${anchor ? `#${anchor}` : ''}`;
  };
  return (
    <nav aria-label="Blog pages" className="mt-10 flex justify-center gap-2">
      {Array.from({ length: pages }, (_, i) => i + 1).map((target) => (
        <Link
          key={target}
          to={hrefFor(target)}
          preventScrollReset
          aria-label={`Blog page ${target}`}
          aria-current={target === page ? 'page' : undefined}
          className={`inline-flex size-11 items-center justify-center border text-sm ${
            target === page ? 'border-emerald bg-emerald text-ivory' : 'border-line bg-white hover:border-ink'
          }`}
        >
          {target}
        </Link>
      ))}
    </nav>
  );
}
