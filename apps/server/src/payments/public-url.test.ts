import { describe, expect, it } from 'vitest';
import { useBkashShop } from '../../test/bkash-shop';
import { placeOrderFor, signedUpShopper } from '../../test/shopper';

// A shop in production that was never told its public address, with bKash's merchant checkout set up.
const { shop } = await useBkashShop({ NODE_ENV: 'production', PUBLIC_URL: '' });

describe('without PUBLIC_URL in production', () => {
  it('refuses to send a shopper to a provider, which would send them back to whatever Host the request named', async () => {
    const buyer = await signedUpShopper(shop.app);
    const { order } = await placeOrderFor(buyer, shop.database.db, 'bkash-checkout');
    const started = await buyer.post(`/api/orders/${order._id}/payment`);
    expect(started.statusCode).toBe(503);
    expect(started.json().error.message).toBe(
      'Online payment is not set up on this shop yet (its public address, PUBLIC_URL, is missing). Please choose cash on delivery or bKash.',
    );
  });
});
