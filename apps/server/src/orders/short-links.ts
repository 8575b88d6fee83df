import type { FastifyPluginAsyncZod } from '../api-plugin';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { pathInLang } from '@alankar/shared/lang';
import { orders } from '../db/schema';
import type { OrderLinks } from './order-links';

const shortLinkParams = z.object({ number: z.coerce.number().int().min(1).max(999_999_999), code: z.string().max(20) });

/**
 * `/o/{number}/{code}`: the short link in an SMS, sent on to the order's page with its signed link. A wrong code goes
 * to the track page, where the number and phone find the order instead.
 */
export function shortLinkRoutes(links: OrderLinks): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/o/:number/:code',
      { config: { access: 'public' }, schema: { hide: true, params: shortLinkParams } },
      async (request, reply) => {
        const { number, code } = request.params;
        const [order] = links.opensNumber(number, code)
          ? await app.database.db
              .select({ id: orders.id, lang: orders.lang })
              .from(orders)
              .where(eq(orders.number, number))
          : [];
        reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
        return reply.redirect(order ? links.trackingPath(order) : pathInLang('/track-order', 'en'), 302);
      },
    );
  };
}
