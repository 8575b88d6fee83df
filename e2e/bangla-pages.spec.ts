import { expect, test, type Page } from '@playwright/test';
import { en } from '../apps/web/app/words/en';
import { bn } from '../apps/web/app/words/bn';
import { productNamed, waitForHydration } from './shop';
import { createProduct } from './factories';
import { fillCart, signUpShopper } from './buyer';
import { customerPages, samplePath } from './pages';
import { SHOP_PORT } from './support/ports.mjs';
import { POLICIES } from '../packages/shared/src/policies';

const ORIGIN = `http://127.0.0.1:${SHOP_PORT}`;

/** Every English message whose Bangla differs, as the literal pieces a page would show (placeholders cut out). */
function englishPhrases(): string[] {
  const phrases = new Set<string>();
  const walk = (english: unknown, bangla: unknown) => {
    if (typeof english === 'string') {
      if (english === bangla) return;
      for (const piece of english.split(/\{\w+\}/)) {
        const phrase = piece.trim().replace(/^[^A-Za-z]+|[^A-Za-z.!?]+$/g, '');
        // A phrase of two words or more, or one word a page only shows as a message of ours (not a name or a code).
        if (/[A-Za-z]{2,}\W+[A-Za-z]{2,}/.test(phrase) || /^[A-Z][a-z]{4,}$/.test(phrase)) phrases.add(phrase);
      }
      return;
    }
    if (english && typeof english === 'object') {
      for (const [key, value] of Object.entries(english)) walk(value, (bangla as Record<string, unknown>)[key]);
    }
  };
  walk(en, bn);
  return [...phrases];
}

const PHRASES = englishPhrases();

/** What a reader meets on the page: its text, and the words of labels, placeholders, pictures and the tab title. */
async function wordsOnPage(page: Page): Promise<string> {
  return page.evaluate(() => {
    const attributes = [...document.querySelectorAll('[aria-label], [placeholder], img[alt], [title]')].flatMap((element) =>
      ['aria-label', 'placeholder', 'alt', 'title'].map((name) => element.getAttribute(name) ?? ''),
    );
    const description = document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
    return [document.title, description, document.body.innerText, ...attributes].join('\n');
  });
}

/** Names, not English: the shop's and its courier's, which Bangla pages write as they are. */
const NAMES = ['Alankar', POLICIES.courier];

function englishLeftIn(page: string): string[] {
  const text = NAMES.reduce((words, name) => words.replaceAll(name, ' '), page);
  return PHRASES.filter((phrase) => new RegExp(`(^|[^A-Za-z])${phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^A-Za-z])`).test(text));
}

const SIGNED_OUT_ONLY = /routes\/(signin|signup|forgot-password|reset-password)\.tsx$/;

test('every page is in Bangla under /bn, names its twin in each language, and hydrates without a warning', async ({ browser }) => {
  test.slow();
  expect(PHRASES.length).toBeGreaterThan(200);
  const bilingual = customerPages.filter((page) => page.bilingual);
  expect(bilingual.map((page) => page.path)).toEqual(
    expect.arrayContaining(['/', '/properties', '/products/:id', '/checkouts', '/payment-gateway', '/dashboard/my-order']),
  );

  // A shopper with a piece in the cart and an order of their own, so the checkout and order pages show them.
  const shopperContext = await browser.newContext();
  const shopper = await shopperContext.newPage();
  const account = await signUpShopper(shopper, 'Farzana Akter');
  const ring = await productNamed(shopper.request, 'Silver Solitaire Ring');
  const piece = await createProduct({ title: `Pearl Drop ${Date.now()}`, titleBn: 'মুক্তার দুল', stock: 5, images: ring.images });
  await fillCart(shopper, [{ product: piece, quantity: 1 }]);
  const placed = await shopper.request.post('/api/orders', {
    headers: { origin: ORIGIN },
    data: {
      items: [{ _id: piece._id, quantity: 1 }],
      shippingAddress: { name: account.name, customerEmail: account.email, number: '01711223344', address: 'বাড়ি ৭, রোড ২, মিরপুর', city: 'ঢাকা' },
      paymentMethod: 'cash-on-delivery',
    },
  });
  expect(placed.status()).toBe(201);
  await shopper.evaluate(() =>
    localStorage.setItem(
      'shippingAddress',
      JSON.stringify({
        name: 'ফারজানা',
        customerEmail: 'farzana@example.com',
        number: '01711223344',
        address: 'বাড়ি ৭, রোড ২',
        city: 'Dhaka',
        district: 'dhaka',
        area: 'dhaka-mirpur',
        note: '',
      }),
    ),
  );
  const visitor = await (await browser.newContext()).newPage();

  const blog = ((await (await shopper.request.get('/api/blogs?page=0&size=1&lang=bn')).json()) as { blogs: { _id: string }[] })
    .blogs[0]!;
  const samples: Record<string, Record<string, string>> = {
    'routes/product.tsx': { id: ring._id },
    'routes/blog-post.tsx': { id: blog._id },
    'routes/order-details.tsx': { id: ((await placed.json()) as { insertedId: string }).insertedId },
    'routes/order-placed.tsx': { id: ((await placed.json()) as { insertedId: string }).insertedId },
  };

  const problems: string[] = [];
  for (const route of bilingual) {
    const page = SIGNED_OUT_ONLY.test(route.file) ? visitor : shopper;
    const english = samplePath(route, samples);
    for (const lang of ['en', 'bn'] as const) {
      const path = lang === 'bn' ? (english === '/' ? '/bn' : `/bn${english}`) : english;
      const warnings: string[] = [];
      const listen = (message: { type(): string; text(): string }) => {
        if (/hydrat|did not match|Minified React error #4(18|19|23|25)/i.test(message.text())) warnings.push(message.text());
      };
      page.on('console', listen);
      await page.goto(path);
      await waitForHydration(page);
      page.off('console', listen);
      const where = `${path} (${route.file})`;
      if (warnings.length) problems.push(`${where}: ${warnings.join(' | ')}`);
      if ((await page.locator('html').getAttribute('lang')) !== lang) problems.push(`${where}: <html lang> is not ${lang}`);

      const landed = new URL(page.url());
      const alternates = await page.evaluate(() =>
        Object.fromEntries(
          [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
            link.getAttribute('hreflang'),
            new URL(link.getAttribute('href')!).pathname,
          ]),
        ),
      );
      const twin = landed.pathname.replace(/^\/bn(?=\/|$)/, '') || '/';
      const expected = { en: twin, bn: twin === '/' ? '/bn' : `/bn${twin}`, 'x-default': twin };
      if (JSON.stringify(alternates) !== JSON.stringify(expected)) {
        problems.push(`${where}: alternates ${JSON.stringify(alternates)}, expected ${JSON.stringify(expected)}`);
      }

      if (lang === 'bn') {
        const left = englishLeftIn(await wordsOnPage(page));
        if (left.length) problems.push(`${where}: English left: ${left.map((phrase) => `"${phrase}"`).join(', ')}`);
      }
    }
  }
  expect(problems).toEqual([]);
});
