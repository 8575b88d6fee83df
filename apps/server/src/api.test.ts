import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { z } from 'zod';
import { registerZodValidation } from './validation';
import { useTestShop } from '../test/test-app';

const shop = useTestShop();

describe('the API', () => {
  it('reports health', async () => {
    const response = await shop.app.inject('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('sends only the fields a route declares in its response schema', async () => {
    const app = Fastify();
    registerZodValidation(app);
    app.get('/leaky', { schema: { response: { 200: z.object({ shown: z.string() }) } } }, () => ({
      shown: 'yes',
      passwordHash: 'secret',
    }));
    const response = await app.inject('/leaky');
    expect(response.json()).toEqual({ shown: 'yes' });
    await app.close();
  });

  it.each(['GET', 'POST', 'DELETE'] as const)('answers an unknown %s with a JSON 404', async (method) => {
    const response = await shop.app.inject({ method, url: '/api/no-such-thing?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({
      error: { code: 'not_found', message: `No API route ${method} /api/no-such-thing`, requestId: expect.any(String) },
    });
  });
});
