import { expect, test, type APIRequestContext } from '@playwright/test';
import { cardTitles, productNamed, waitForHydration } from './shop';

interface ApiBlog {
  _id: string;
  title: string;
  summary: string;
  excerpt: string;
  date: string;
  lang: 'en' | 'bn';
}

async function apiBlogs(request: APIRequestContext, query = ''): Promise<{ blogs: ApiBlog[]; count: number }> {
  return (await request.get(`/api/blogs${query}`)).json();
}

test('the home page tells the shop’s numbers, promises and Instagram', async ({ page }) => {
  await page.goto('/');
  const numbers = page.getByRole('region', { name: '3 years, consistent quality' });
  for (const [value, label] of [
    ['400+', 'Happy Clients'],
    ['80+', 'Positive Review'],
    ['2000+', 'Dedicated Members'],
    ['350+', 'Successfully Delivered'],
  ] as const) {
    await expect(numbers.getByText(value, { exact: true })).toBeVisible();
    await expect(numbers.getByText(label, { exact: true })).toBeVisible();
  }

  const promises = page.getByRole('region', { name: 'Our promises' });
  await expect(promises.getByText('On orders above Tk 2,000')).toBeVisible();
  await expect(promises.getByText('Support 24/7')).toBeVisible();
  await expect(promises.getByText('Return within 7 days')).toBeVisible();

  const gallery = page.getByRole('region', { name: 'Follow @alankar.jewellery' });
  const links = gallery.getByRole('link');
  await expect(links).toHaveCount(6);
  for (const href of await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))) {
    expect(href).toBe('https://www.instagram.com/alankar.jewellery');
  }
});

test('From Our Blog shows six posts a page with numbered page buttons', async ({ page, request }) => {
  const { blogs, count } = await apiBlogs(request, '?page=0&size=6');
  await page.goto('/');
  await waitForHydration(page);
  const section = page.getByRole('region', { name: 'From Our Blog' });
  await expect.poll(() => cardTitles(page, '#from-our-blog')).toEqual(blogs.map((b) => b.title));
  await expect(section.getByText('By Admin')).toHaveCount(6);

  const first = blogs[0]!;
  const preview = section.getByRole('article', { name: first.title }).getByTestId('blog-preview');
  const shown = (await preview.textContent()) ?? '';
  expect(shown.replace(/…$/, '').length).toBeLessThanOrEqual(65);
  expect(first.summary.startsWith(shown.replace(/…$/, ''))).toBe(true);

  const pages = section.getByRole('navigation', { name: 'Blog pages' }).getByRole('link');
  await expect(pages).toHaveText(Array.from({ length: Math.ceil(count / 6) }, (_, i) => String(i + 1)));
  await section.getByRole('link', { name: 'Blog page 2' }).click();
  await expect(page).toHaveURL(/blogPage=2/);
  const second = (await apiBlogs(request, '?page=1&size=6')).blogs.map((b) => b.title);
  await expect.poll(() => cardTitles(page, '#from-our-blog')).toEqual(second);
  await expect(section.getByRole('link', { name: 'Blog page 2' })).toHaveAttribute('aria-current', 'page');

  await section.getByRole('article', { name: second[0] }).getByRole('link', { name: second[0] }).click();
  await expect(page.getByRole('heading', { level: 1, name: second[0] })).toBeVisible();
});

test('the FAQ opens and closes by mouse and keyboard, with the shop’s real terms', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const shipping = page.getByRole('button', { name: 'Shipping', exact: true });
  await expect(shipping).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('region', { name: 'Shipping', exact: true })).toBeHidden();
  await shipping.click();
  await expect(shipping).toHaveAttribute('aria-expanded', 'true');
  const answer = page.getByRole('region', { name: 'Shipping', exact: true });
  await expect(answer).toContainText('RedEX Delivery');
  await expect(answer).toContainText('Inside Dhaka: Tk 60, 1–2 days; Dhaka suburbs: Tk 100, 2–3 days; Outside Dhaka: Tk 120, 3–5 days');
  await expect(answer).toContainText('free on orders above Tk 2,000');

  const returns = page.getByRole('button', { name: 'Returns', exact: true });
  await returns.focus();
  await page.keyboard.press('Enter');
  await expect(returns).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', { name: 'Returns', exact: true })).toContainText('within 7 days');
  await expect(page.getByRole('region', { name: 'Returns', exact: true })).toContainText('within 3 working days');
  await page.keyboard.press('Space');
  await expect(returns).toHaveAttribute('aria-expanded', 'false');
  for (const name of ['Exchange', 'Tracking']) {
    await expect(page.getByRole('button', { name, exact: true })).toHaveAttribute('aria-expanded', 'false');
  }
});

test('the blog list pages through every post', async ({ page, request }) => {
  const { count } = await apiBlogs(request);
  await page.goto('/blog-s');
  await expect(page.getByRole('heading', { level: 1, name: 'From Our Blog' })).toBeVisible();
  await expect.poll(() => cardTitles(page)).toHaveLength(6);
  await page.getByRole('link', { name: 'Blog page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect.poll(() => cardTitles(page)).toHaveLength(count - 6);
});

test('the reader shows a post with its line breaks and moves between posts', async ({ page, request }) => {
  const { blogs } = await apiBlogs(request);
  const [post, other] = [blogs[0]!, blogs[blogs.length - 1]!];
  await page.goto(`/blogs/${post._id}`);
  await waitForHydration(page);

  await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
  // The day in Dhaka, which begins six hours before UTC's.
  const dhakaDay = new Date(Date.parse(post.date) + 6 * 3600_000).toISOString().slice(0, 10);
  await expect(page.locator('article time')).toHaveText(dhakaDay);
  await expect(page.getByTestId('post-summary')).toHaveText(post.summary);
  const body = page.getByTestId('post-body');
  await expect(body).toHaveCSS('white-space', 'pre-line');
  expect(await body.textContent()).toBe(post.excerpt);
  expect(post.excerpt).toContain('\n\n');
  // Paragraph breaks survive rendering: innerText (what is laid out, unlike textContent) keeps every blank line.
  const paragraphs = post.excerpt.split('\n\n').length;
  expect(await body.evaluate((el) => (el as HTMLElement).innerText.split('\n\n').length)).toBe(paragraphs);

  const more = page.getByRole('complementary', { name: 'Read More Blogs' });
  await expect(more.getByRole('link')).toHaveText(blogs.map((b) => b.title));
  // A post written in Bangla keeps its Bangla title here, marked as Bangla for a screen reader's voice.
  expect(blogs.some((b) => b.lang === 'bn')).toBe(true);
  const languages = await more.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('lang')));
  expect(languages).toEqual(blogs.map((b) => (b.lang === 'bn' ? 'bn' : null)));
  await page.mouse.wheel(0, 800);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await more.getByRole('link', { name: other.title }).click();
  await expect(page).toHaveURL(`/blogs/${other._id}`);
  await expect(page.getByRole('heading', { level: 1, name: other.title })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('an unknown post is a friendly 404', async ({ page }) => {
  const response = await page.goto('/blogs/3f1c2a9e-0000-4000-8000-000000000000');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: "We couldn't find that page" })).toBeVisible();
  expect((await page.goto('/blogs/not-an-id'))?.status()).toBe(404);
});

test('About tells the story and the policies', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('since 2000');
  for (const name of ['Our story', 'Privacy policy', 'Replace Policy', 'Refund Policy']) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  }
  const privacy = page.getByRole('region', { name: 'Privacy policy' });
  for (const topic of ['What we collect', 'Comments and ratings', 'Who we share it with', 'How long we keep it', 'Your rights']) {
    await expect(privacy.getByRole('heading', { name: topic })).toBeVisible();
  }
  await expect(privacy).toContainText('courier');
  await expect(privacy).toContainText('Government authorities');
  await expect(privacy).toContainText('Website administrators');
  await expect(page.getByRole('region', { name: 'Refund Policy' })).toContainText('within 3 working days');
});

test('every shop page has its title, description and social tags in the server HTML', async ({ request }) => {
  const { blogs } = await apiBlogs(request, '?page=0&size=1');
  const jhumka = await productNamed(request, 'Gold-Plated Pearl Jhumka');
  const pages: [string, string][] = [
    ['/', 'Alankar · Fine jewellery in Dhaka'],
    ['/properties', 'All jewellery · Alankar'],
    [`/products/${jhumka._id}`, 'Gold-Plated Pearl Jhumka · Tk 1,450 · Alankar'],
    ['/blog-s', 'Journal · Alankar'],
    [`/blogs/${blogs[0]!._id}`, `${blogs[0]!.title} · Alankar`],
  ];
  for (const [path, title] of pages) {
    const html = await (await request.get(path)).text();
    const escaped = title.replace(/'/g, '&#x27;');
    expect(html, path).toContain(`<title>${escaped}</title>`);
    expect(html, path).toMatch(/<meta name="description" content="[^"]{20,}"/);
    expect(html, path).toContain(`<meta property="og:title" content="${escaped}"/>`);
    expect(html, path).toMatch(/<meta property="og:description" content="[^"]{20,}"/);
    expect(html, path).toMatch(/<meta property="og:image" content="http:\/\/127\.0\.0\.1:\d+\/uploads\/[^"]+\.webp"/);
  }

  const productHtml = await (await request.get(`/products/${jhumka._id}`)).text();
  const productLd = JSON.parse(productHtml.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]!);
  expect(productLd).toMatchObject({
    '@type': 'Product',
    name: 'Gold-Plated Pearl Jhumka',
    offers: { priceCurrency: 'BDT', price: 1450, availability: 'https://schema.org/InStock' },
  });
  const postHtml = await (await request.get(`/blogs/${blogs[0]!._id}`)).text();
  const postLd = JSON.parse(postHtml.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]!);
  expect(postLd).toMatchObject({ '@type': 'BlogPosting', headline: blogs[0]!.title, datePublished: blogs[0]!.date });
});

test('sitemap.xml lists the pages, products and posts in both languages; robots.txt points to it', async ({ request }) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toContain('application/xml');
  const xml = await sitemap.text();
  const { products } = await (await request.get('/api/products')).json();
  const { blogs } = await apiBlogs(request);
  for (const product of products) {
    expect(xml).toContain(`/products/${product._id}</loc>`);
    expect(xml).toContain(`/bn/products/${product._id}</loc>`);
  }
  for (const blog of blogs) expect(xml).toContain(`/blogs/${blog._id}</loc>`);
  expect(xml).toMatch(/<loc>http:\/\/127\.0\.0\.1:\d+\/about<\/loc>/);
  expect(xml).toMatch(/<loc>http:\/\/127\.0\.0\.1:\d+\/bn<\/loc>/);
  expect(xml).toMatch(/<xhtml:link rel="alternate" hreflang="bn" href="http:\/\/127\.0\.0\.1:\d+\/bn\/about"\/>/);

  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /dashboard');
  expect(robots).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml/);
});
