import { useEffect, useState } from 'react';
import type { CartQuote, QuotedLine } from '@alankar/shared/cart-schemas';
import type { Lang } from '@alankar/shared/lang';
import { api, ApiError } from '~/lib/api-client';
import { useWords } from '~/words/use-words';
import type { Words } from '~/words/words';
import { lineKey, useCart, type CartItem, type CartNotice } from './cart-store';
import { reconcile } from './cart-reconcile';

/** How long a quote is reused for the same cart in the same language (the cart panel, then the checkout). */
const FRESH_MS = 15_000;

let last: { key: string; at: number; answer: Promise<CartQuote> } | null = null;

/** Where the cart goes (ids from `/api/locations`): delivery is priced for that place, or "from" the lowest fee. */
export interface Destination {
  district: string;
  area: string;
}

/** What a quote is asked for besides the pieces: where it goes, and the discount code. */
interface QuoteTerms {
  to: Destination | null;
  discountCode: string;
}

/** The request a cart makes: its lines and quantities, its terms, and the language its titles come back in. */
const keyOf = (items: readonly CartItem[], lang: Lang, { to, discountCode }: QuoteTerms) =>
  `${lang}|${to ? `${to.district}/${to.area}` : ''}|${discountCode}|${items.map((item) => `${lineKey(item)}:${item.quantity}`).join(',')}`;

/** The cart's lines as the API reads them: each piece, its size when one was chosen, and how many. */
export const orderedItems = (items: readonly CartItem[]) =>
  items.map(({ _id, variantId, quantity }) => (variantId ? { _id, variantId, quantity } : { _id, quantity }));

function quoteFor(items: readonly CartItem[], lang: Lang, terms: QuoteTerms): Promise<CartQuote> {
  const key = keyOf(items, lang, terms);
  if (last && last.key === key && Date.now() - last.at < FRESH_MS) return last.answer;
  const answer = api<CartQuote>('/cart/quote', {
    method: 'POST',
    body: {
      items: orderedItems(items),
      ...(terms.to ?? {}),
      ...(terms.discountCode ? { discountCode: terms.discountCode } : {}),
    },
    headers: { 'accept-language': lang },
  });
  last = { key, at: Date.now(), answer };
  answer.catch(() => {
    if (last?.answer === answer) last = null;
  });
  return answer;
}

/** What keeps a line from being bought as it is. */
const BLOCKING = new Set<QuotedLine['problem']>(['gone', 'sold-out', 'choose']);

export interface CartQuoteState {
  /** The server's word on the cart as it is now; null until it has answered. */
  quote: CartQuote | null;
  /** What changed since the pieces went into the cart. */
  notices: CartNotice[];
  /**
   * Pieces that can't be bought (sold out, no longer in the shop, a size never chosen): the checkout waits until they
   * are removed.
   */
  blocked: boolean;
  error: string | null;
}

/**
 * The cart at today's prices and stock, with its discount code, from the server: the only totals the cart, the
 * checkout and the payment page show. The cart in this browser is brought up to it, and what changed is said.
 */
export function useCartQuote({
  enabled = true,
  to = null,
}: { enabled?: boolean; to?: Destination | null } = {}): CartQuoteState {
  const { items, discountCode } = useCart();
  const { t, lang } = useWords();
  const terms = { to, discountCode };
  const key = enabled ? keyOf(items, lang, terms) : '';
  const [state, setState] = useState<CartQuoteState & { key: string | null }>({
    key: null,
    quote: null,
    notices: [],
    blocked: false,
    error: null,
  });

  useEffect(() => {
    if (!enabled || items.length === 0) return;
    let current = true;
    quoteFor(items, lang, terms)
      .then((quote) => {
        if (!current) return;
        const notices = reconcile(quote.lines);
        setState((before) => ({
          key,
          quote,
          // A notice stays while the shopper is looking, even once the cart has taken the change in.
          notices: before.key !== null && notices.length === 0 ? before.notices : notices,
          blocked: quote.lines.some((line) => BLOCKING.has(line.problem)),
          error: null,
        }));
      })
      .catch((error: unknown) => {
        if (!current) return;
        setState((before) => ({
          ...before,
          key,
          quote: null,
          error: error instanceof ApiError ? error.message : t.cart.quoteFailed,
        }));
      });
    return () => {
      current = false;
    };
    // The cart's ids and quantities are the request; `items` changes with every reconcile.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const fresh = state.key === key;
  return {
    quote: fresh ? state.quote : null,
    notices: state.notices,
    blocked: fresh && state.blocked,
    error: fresh ? state.error : null,
  };
}

/** A change to the cart, in the page's words (`useWords()`). */
export function noticeText(
  notice: CartNotice,
  {
    t,
    tk,
    num,
    fill,
  }: {
    t: Words;
    tk: (amount: number) => string;
    num: (value: string) => string;
    fill: (message: string, values: Record<string, string | number>) => string;
  },
): string {
  const title = notice.variant ? `${notice.title} (${num(notice.variant)})` : notice.title;
  switch (notice.kind) {
    case 'price':
      return fill(t.cart.priceChanged, { title, to: tk(notice.to), from: tk(notice.from) });
    case 'short':
      return fill(t.cart.short, { title, left: notice.left });
    case 'sold-out':
      return fill(t.cart.soldOut, { title });
    case 'gone':
      return fill(t.cart.gone, { title });
    case 'choose':
      return fill(t.cart.choose, { title });
  }
}
