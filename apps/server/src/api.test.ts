import { describe, expect, it } from 'vitest';
import { useTestShop } from '../test/test-app';

const shop = useTestShop();

describe('the API', () => {
  it('reports health', async () => {
    const response = await shop.app.inject('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it.each(['GET', 'POST', 'DELETE'] as const)('answers an unknown %s with a JSON 404', async (method) => {
    const response = await shop.app.inject({ method, url: '/api/no-such-thing?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({ error: { code: 'not_found', message: `No API route ${method} /api/no-such-thing` } });
  });
});
