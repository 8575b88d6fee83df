import { useEffect, useRef } from 'react';
import { Form, useSearchParams, useSubmit } from 'react-router';
import Search from 'lucide-icon/search';
import X from 'lucide-icon/x';
import { CATEGORIES, categoryLabel, type Category } from '@alankar/shared/catalogue';
import type { OptionValues } from '@alankar/shared/catalogue-schemas';
import { Link } from '~/ui/shop-links';
import { useWords } from '~/words/use-words';

const SEARCH_DELAY_MS = 300;

/**
 * Search and category filter, both written into the URL, so results render on the server and can be shared. The
 * categories are one tap on every screen (a row that scrolls sideways on a phone); the filters in force are listed
 * under them, each cleared with one tap, so a search never silently keeps a category chosen before.
 */
/** An option's name in the page's language (as `optionName` says it; here without loading the variants' helpers). */
const nameIn = (option: { name: string; nameBn: string }, lang: string) =>
  lang === 'bn' && option.nameBn ? option.nameBn : option.name;

export function CatalogueFilters({ anchor, sizes = [] }: { anchor?: string; sizes?: OptionValues }) {
  const [params] = useSearchParams();
  const submit = useSubmit();
  const { t, lang, num } = useWords();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const q = params.get('q') ?? '';
  const active = CATEGORIES.find((category) => category === params.get('category')) ?? '';
  const size = params.get('optionValue') ?? '';
  const sizeOption = sizes.find((option) => option.values.includes(size));
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
                    // Another category has other sizes: the size chosen is let go.
                    to={hrefWith({ category: category || null, optionValue: null })}
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
          {size ? <input type="hidden" name="optionValue" value={size} /> : null}
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

      {sizes.map((option) => (
        <nav
          key={option.name}
          aria-label={nameIn(option, lang)}
          className="-mx-4 flex items-center gap-2 overflow-x-auto px-4 md:mx-0 md:px-0"
        >
          <span className="shrink-0 text-sm text-taupe">{nameIn(option, lang)}</span>
          <ul className="flex w-max gap-2">
            {option.values.map((value) => {
              const isActive = size === value;
              return (
                <li key={value}>
                  <Link
                    to={hrefWith({ optionValue: isActive ? null : value })}
                    preventScrollReset
                    aria-current={isActive ? 'true' : undefined}
                    className={`inline-flex min-h-10 min-w-10 items-center justify-center border px-3 text-sm tabular-nums ${
                      isActive ? 'border-emerald bg-emerald text-ivory' : 'border-line bg-white text-ink hover:border-ink'
                    }`}
                  >
                    {num(value)}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      ))}

      {q || active || sizeOption ? (
        <ActiveFilters
          q={q}
          category={active || null}
          size={sizeOption ? `${nameIn(sizeOption, lang)} ${num(size)}` : null}
          clearSearch={hrefWith({ q: null })}
          clearCategory={hrefWith({ category: null, optionValue: null })}
          clearSize={hrefWith({ optionValue: null })}
          clearAll={hrefWith({ q: null, category: null, optionValue: null })}
        />
      ) : null}
    </div>
  );
}

function ActiveFilters({
  q,
  category,
  size,
  clearSearch,
  clearCategory,
  clearSize,
  clearAll,
}: {
  q: string;
  category: Category | null;
  /** The size chosen, as the page names it ("Ring size 7"). */
  size: string | null;
  clearSearch: string;
  clearCategory: string;
  clearSize: string;
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
      {size ? (
        <Link to={clearSize} preventScrollReset className={chip} aria-label={fill(t.catalogue.everySize, { size })}>
          {size} <X aria-hidden="true" className="size-3.5" />
        </Link>
      ) : null}
      {[q, category, size].filter(Boolean).length > 1 ? (
        <Link to={clearAll} preventScrollReset className="font-medium text-ink underline underline-offset-4">
          {t.catalogue.clearAll}
        </Link>
      ) : null}
    </div>
  );
}
