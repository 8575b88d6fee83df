import type { FastifyInstance, FastifyReply } from 'fastify';
import { pathInLang, type Lang } from '@alankar/shared/lang';
import type { FastifyPluginAsyncZod } from '../api-plugin';
import { hasBanglaTitles, readFeedProducts, toFeedItems, type FeedItem } from './feed-items';
import { variantsOf } from '../products/variant-rows';
import { writeMetaCsv } from './meta-csv';
import { writeGoogleXml, type FeedChannel } from './google-xml';

interface Feed {
  lang: Lang;
  type: string;
  write(items: readonly FeedItem[], channel: FeedChannel): string;
}

const CSV = 'text/csv; charset=utf-8';
const XML = 'application/xml; charset=utf-8';

/** The catalogue feeds the platforms fetch on a schedule: Meta's CSV and Google's XML, each in English and Bangla. */
const FEEDS: Record<string, Feed> = {
  '/feeds/meta.csv': { lang: 'en', type: CSV, write: writeMetaCsv },
  '/feeds/meta.bn.csv': { lang: 'bn', type: CSV, write: writeMetaCsv },
  '/feeds/google.xml': { lang: 'en', type: XML, write: writeGoogleXml },
  '/feeds/google.bn.xml': { lang: 'bn', type: XML, write: writeGoogleXml },
};

const NO_BANGLA = 'There is no Bangla feed yet: no product has a Bangla title. Add one in the dashboard first.';

function notFound(reply: FastifyReply) {
  return reply.code(404).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(NO_BANGLA);
}

/** A feed's text as UTF-8 bytes, or null for a Bangla feed while no piece has a Bangla title. */
async function makeFeed(app: FastifyInstance, feed: Feed, origin: string): Promise<Buffer | null> {
  const [rows, settings] = await Promise.all([readFeedProducts(app.database.db), app.services.settings.get()]);
  if (feed.lang === 'bn' && !hasBanglaTitles(rows)) return null;
  const variants = await variantsOf(
    app.database.db,
    rows.filter((row) => row.options.length > 0).map((row) => row.id),
  );
  const brand = settings.displayName;
  const items = toFeedItems(rows, variants, { origin, lang: feed.lang, brand });
  const channel = {
    title: brand,
    link: `${origin}${pathInLang('/', feed.lang)}`,
    description: `Jewellery from ${brand}`,
  };
  return Buffer.from(feed.write(items, channel));
}

/**
 * Public, outside the API (and its OpenAPI document). Each feed is made once and kept in the read cache until a
 * product or the shop's settings (its name is the brand) change, like every other catalogue read.
 */
export const feedRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const [path, feed] of Object.entries(FEEDS)) {
    app.get(path, { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
      const origin = app.originOf(request);
      // Kept per origin: a feed's links are absolute.
      const body = await app.cache.read(
        `feed ${path} ${origin}`,
        ['products', 'shop_settings'],
        () => makeFeed(app, feed, origin),
        (made) => made?.length ?? 0,
      );
      if (!body) return notFound(reply);
      return reply.type(feed.type).header('cache-control', 'public, max-age=900').send(body);
    });
  }
};
