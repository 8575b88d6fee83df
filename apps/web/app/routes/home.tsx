import { titleIn, toCardData } from '@alankar/shared/catalogue';
import { langOfPath } from '@alankar/shared/lang';
import { formatTk } from '@alankar/shared/money';
import { DEFAULT_DELIVERY } from '@alankar/shared/pricing';
import type { Route } from './+types/home';
import { Hero } from '~/features/home/hero';
import { ByTheNumbers } from '~/features/home/by-the-numbers';
import { Faq } from '~/features/home/faq';
import { TrustStrip } from '~/features/home/trust-strip';
import { InstagramGallery } from '~/features/home/instagram-gallery';
import { CatalogueFilters } from '~/features/catalogue/catalogue-filters';
import { ProductGrid } from '~/features/catalogue/product-grid';
import { readCatalogueQuery } from '~/features/catalogue/catalogue-query';
import { CATALOGUE_PARAMS } from '~/features/catalogue/catalogue-params';
import { BlogGrid } from '~/features/blog/blog-grid';
import { Pager } from '~/ui/pager';
import { loadBlogPage } from '~/features/blog/blog-page';
import { usePendingParams } from '~/lib/use-pending-params';
import { useRootData } from '~/lib/use-root-data';
import { pageMeta } from '~/lib/seo';
import { Link } from '~/ui/shop-links';
import { fill as fillMessage, metaWords } from '~/words/words';
import { useWords } from '~/words/use-words';
import { LanguageOffer } from '~/features/layout/language-offer';
import { langOfRequest, redirectToChosenHome } from '~/lib/chosen-lang.server';
import { waysToPay } from '~/lib/ways-to-pay';
import { pageWords } from '~/words/words.server';

const NEW_ARRIVALS = 10;
const GALLERY_SIZE = 6;
const BLOG_PAGE_PARAM = 'blogPage';

export async function loader({ request, context }: Route.LoaderArgs) {
  redirectToChosenHome(request);
  const url = new URL(request.url);
  const lang = langOfRequest(request);
  const { catalogue } = context.services;
  const [arrivals, showcase, blog, settings, methods] = await Promise.all([
    catalogue.listProducts({ ...readCatalogueQuery(url).filter, page: 0, size: NEW_ARRIVALS }),
    catalogue.listProducts({ page: 0, size: GALLERY_SIZE, sort: 'price-desc' }),
    loadBlogPage(context, url, BLOG_PAGE_PARAM),
    context.services.settings.get(),
    context.services.payments.availableMethods(),
  ]);
  return {
    words: pageWords(request, ['home', 'catalogue', 'blog']),
    products: arrivals.products.map((product) => toCardData(product, lang)),
    count: arrivals.count,
    gallery: showcase.products.map((product) => ({
      src: product.images[1] ?? product.image,
      alt: titleIn(product, lang),
    })),
    blog,
    origin: context.origin,
    search: url.search,
    freeShippingAbove: settings.freeShippingAbove,
    waysToPay: waysToPay(methods, lang),
  };
}

export function meta({ data, matches, location }: Route.MetaArgs) {
  const t = metaWords(matches);
  if (!t.home) return [{ title: 'Alankar' }];
  const amount = formatTk(data?.freeShippingAbove ?? DEFAULT_DELIVERY.freeShippingAbove, langOfPath(location.pathname));
  const payAndDelivery = data?.waysToPay
    ? fillMessage(t.home.metaPayAndDelivery, { ways: data.waysToPay, amount })
    : fillMessage(t.home.metaDelivery, { amount });
  return pageMeta({
    lang: langOfPath(location.pathname),
    title: t.home.metaTitle,
    description: `${t.home.metaIntro} ${payAndDelivery}`,
    image: data?.gallery[0]?.src,
    origin: data?.origin,
  });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { products, count, search, blog, gallery } = loaderData;
  const settings = useRootData()?.settings;
  const loadingProducts = usePendingParams(CATALOGUE_PARAMS);
  const loadingBlog = usePendingParams([BLOG_PAGE_PARAM]);
  const { t, lang, fill } = useWords();
  return (
    <>
      {lang === 'en' ? <LanguageOffer /> : null}
      <Hero />
      <section
        id="new-arrivals"
        aria-labelledby="new-arrivals-title"
        className="mx-auto max-w-7xl scroll-mt-20 px-4 py-16 sm:px-6"
      >
        <div className="mb-8 text-center">
          <h2 id="new-arrivals-title" className="text-4xl sm:text-5xl">
            {t.home.newArrivals}
          </h2>
          <p className="mt-2 text-taupe">{t.home.newArrivalsText}</p>
        </div>
        <div className="mb-6">
          <CatalogueFilters anchor="new-arrivals" />
        </div>
        <ProductGrid products={products} loading={loadingProducts} />
        {count > products.length ? (
          <div className="mt-10 text-center">
            <Link to={`/properties${search}`} className="btn btn-outline px-8">
              {fill(t.home.seeAll, { count })}
            </Link>
          </div>
        ) : null}
      </section>

      <ByTheNumbers />

      <section
        id="from-our-blog"
        aria-labelledby="blog-title"
        className="mx-auto max-w-7xl scroll-mt-20 px-4 py-16 sm:px-6"
      >
        <div className="mb-8 text-center">
          <p className="eyebrow">{t.home.blogEyebrow}</p>
          <h2 id="blog-title" className="mt-2 text-4xl sm:text-5xl">
            {t.home.blogTitle}
          </h2>
        </div>
        <BlogGrid blogs={blog.blogs} loading={loadingBlog} />
        <Pager page={blog.page} pages={blog.pages} param={BLOG_PAGE_PARAM} label={t.blog.pagerLabel} anchor="from-our-blog" />
      </section>

      <Faq />
      <TrustStrip />
      {settings ? <InstagramGallery url={settings.instagramUrl} images={gallery} /> : null}
    </>
  );
}
