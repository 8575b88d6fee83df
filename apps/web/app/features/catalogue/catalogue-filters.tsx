import { useEffect, useRef } from 'react';
import { Form, Link, useSearchParams, useSubmit } from 'react-router';
import { Search } from 'lucide-react';
import { CATEGORIES, CATEGORY_LABELS, type Category } from '@alankar/shared/catalogue';

/** Dropdown labels on phones, as the shop has always named them. */
const DROPDOWN_LABELS: Record<Category, string> = {
  Earrings: 'Earrings',
  Necklaces: 'Necklaces',
  'Finger Ring': 'Finger Rings',
  Bracelets: 'Bracelets',
};

const SEARCH_DELAY_MS = 300;

/**
 * Search and category filter. Wide screens get category buttons; phones get a dropdown and a
 * FILTER button. Both write the filter into the URL, so results render on the server and can be shared.
 */
export function CatalogueFilters({ anchor }: { anchor?: string }) {
  const [params] = useSearchParams();
  const submit = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const q = params.get('q') ?? '';
  const active = params.get('category') ?? '';
  const hash = anchor ? `#${anchor}` : '';

  function hrefFor(category: string): string {
    const next = new URLSearchParams(params);
    next.delete('page');
    if (category) next.set('category', category);
    else next.delete('category');
    const search = next.toString();
    return `?${search}${hash}`;
  }

  return (
    <div className="flex flex-col gap-4 md:flex-row md:items-center md:justify-between">
      <nav aria-label="Categories" className="hidden flex-wrap gap-2 md:flex">
        {(['', ...CATEGORIES] as const).map((category) => {
          const isActive = active === category;
          return (
            <Link
              key={category || 'all'}
              to={hrefFor(category)}
              preventScrollReset
              aria-current={isActive ? 'true' : undefined}
              className={`btn min-h-10 border ${
                isActive ? 'border-emerald bg-emerald text-ivory' : 'border-line bg-white text-ink hover:border-ink'
              }`}
            >
              {category ? CATEGORY_LABELS[category] : 'All'}
            </Link>
          );
        })}
      </nav>

      <Form
        ref={form}
        method="get"
        preventScrollReset
        role="search"
        className="grid w-full grid-cols-[1fr_auto] gap-2 md:flex md:w-auto"
        onChange={(event) => {
          // Typing searches as you go; the dropdown waits for FILTER, as on the shop's phone layout.
          if ((event.target as HTMLElement).getAttribute('name') !== 'q') return;
          clearTimeout(timer.current);
          const target = event.currentTarget;
          timer.current = setTimeout(() => void submit(target, { replace: true, preventScrollReset: true }), SEARCH_DELAY_MS);
        }}
      >
        <label className="relative col-span-2 md:w-64">
          <span className="sr-only">Search products</span>
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-taupe" />
          <input
            key={q}
            type="search"
            name="q"
            defaultValue={q}
            placeholder="Search jewellery"
            autoComplete="off"
            className="field pl-9"
          />
        </label>
        {/* Hidden on wide screens (the buttons show it there) but still submitted, so search keeps the category. */}
        <label className="md:hidden">
          <span className="sr-only">Category</span>
          <select key={active} name="category" defaultValue={active} className="field pr-8">
            <option value="">ALL</option>
            {CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {DROPDOWN_LABELS[category]}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn btn-outline md:hidden">
          Filter
        </button>
      </Form>
    </div>
  );
}
