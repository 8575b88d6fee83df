import { useEffect, useRef } from 'react';
import { Form, useSearchParams, useSubmit } from 'react-router';
import { Search, X } from 'lucide-react';
import { CATEGORIES, categoryLabel, type Category } from '@alankar/shared/catalogue';
import { Link } from '~/ui/shop-links';
import { useWords } from '~/words/use-words';

const SEARCH_DELAY_MS = 300;

/**
 * Search and category filter, both written into the URL, so results render on the server and can be shared. The
 * categories are one tap on every screen (a row that scrolls sideways on a phone); the filters in force are listed
 * under them, each cleared with one tap, so a search never silently keeps a category chosen before.
 */
export function CatalogueFilters({ anchor }: { anchor?: string }) {
  const [params] = useSearchParams();
  const submit = useSubmit();
  const { t, lang } = useWords();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const q = params.get('q') ?? '';
  const active = CATEGORIES.find((category) => category === params.get('category')) ?? '';
  const hash = anchor ? `#${anchor}` : '';

  /** This page's address with `changes` made (a value of null drops the parameter); paging starts again. */
  function hrefWith(changes: Record<string, string | null>): string {
    const next = new URLSearchParams(params);
    next.delete('page');
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    const search = next.toString();
    return `?${search}${hash}`;
  }

  return (
    <div className="space-y-3">
      <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <nav aria-label={t.catalogue.categories} className="-mx-4 overflow-x-auto px-4 md:mx-0 md:px-0">
          <ul className="flex w-max gap-2">
            {(['', ...CATEGORIES] as const).map((category) => {
              const isActive = active === category;
              return (
                <li key={category || 'all'}>
                  <Link
                    to={hrefWith({ category: category || null })}
                    preventScrollReset
                    aria-current={isActive ? 'true' : undefined}
                    className={`btn min-h-10 border whitespace-nowrap ${
                      isActive ? 'border-emerald bg-emerald text-ivory' : 'border-line bg-white text-ink hover:border-ink'
                    }`}
                  >
                    {category ? categoryLabel(category, lang) : t.catalogue.allCategories}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>

        <Form
          method="get"
          preventScrollReset
          role="search"
          className="w-full md:w-64"
          onChange={(event) => {
            // Typing searches as you go.
            clearTimeout(timer.current);
            const target = event.currentTarget;
            timer.current = setTimeout(() => void submit(target, { replace: true, preventScrollReset: true }), SEARCH_DELAY_MS);
          }}
        >
          {/* The search stays within the category in force; the filters below say so, and clear it in one tap. */}
          {active ? <input type="hidden" name="category" value={active} /> : null}
          {params.get('sort') ? <input type="hidden" name="sort" value={params.get('sort') ?? ''} /> : null}
          <label className="relative block">
            <span className="sr-only">{t.catalogue.searchLabel}</span>
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-taupe"
            />
            <input
              key={q}
              type="search"
              name="q"
              defaultValue={q}
              placeholder={t.catalogue.searchPlaceholder}
              autoComplete="off"
              enterKeyHint="search"
              className="field pl-9"
            />
          </label>
        </Form>
      </div>

      {q || active ? (
        <ActiveFilters
          q={q}
          category={active || null}
          clearSearch={hrefWith({ q: null })}
          clearCategory={hrefWith({ category: null })}
          clearAll={hrefWith({ q: null, category: null })}
        />
      ) : null}
    </div>
  );
}

function ActiveFilters({
  q,
  category,
  clearSearch,
  clearCategory,
  clearAll,
}: {
  q: string;
  category: Category | null;
  clearSearch: string;
  clearCategory: string;
  clearAll: string;
}) {
  const { t, lang, fill } = useWords();
  const chip = 'inline-flex min-h-9 items-center gap-1.5 border border-gold/50 bg-ivory px-3 text-sm hover:border-gold';
  return (
    <div aria-label={t.catalogue.filtersInForce} role="group" className="flex flex-wrap items-center gap-2 text-sm text-taupe">
      <span>{t.catalogue.showing}</span>
      {q ? (
        <Link to={clearSearch} preventScrollReset className={chip} aria-label={fill(t.catalogue.removeSearch, { q })}>
          “{q}” <X aria-hidden="true" className="size-3.5" />
        </Link>
      ) : null}
      {category ? (
        <Link
          to={clearCategory}
          preventScrollReset
          className={chip}
          aria-label={fill(t.catalogue.everyCategory, { category: categoryLabel(category, lang) })}
        >
          {categoryLabel(category, lang)} <X aria-hidden="true" className="size-3.5" />
        </Link>
      ) : null}
      {q && category ? (
        <Link to={clearAll} preventScrollReset className="font-medium text-ink underline underline-offset-4">
          {t.catalogue.clearAll}
        </Link>
      ) : null}
    </div>
  );
}
