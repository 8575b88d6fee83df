import { describe, expect, it } from 'vitest';
import { useTestShop } from '../test/test-app';

const shop = useTestShop();

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, { responses: Record<string, { content?: unknown }> }>>;
}

async function openApi(): Promise<OpenApiDocument> {
  const response = await shop.app.inject('/api/openapi.json');
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** `/api/products/:id` → `/api/products/{id}`, as OpenAPI writes paths. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{*}');

describe('GET /api/openapi.json', () => {
  it('lists every API route the shop registered, with its method', async () => {
    const document = await openApi();
    expect(document.openapi).toBe('3.1.0');
    const routes = shop.app.routeList.filter((route) => route.url.startsWith('/api') && route.method !== 'HEAD');
    expect(routes.length).toBeGreaterThan(10);
    for (const route of routes) {
      // The only route left out: the catch-all that answers 404 for paths that are not routes.
      if (route.hidden) {
        expect(route.url).toBe('/api/*');
        continue;
      }
      expect(
        document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()],
        `${route.method} ${route.url}`,
      ).toBeDefined();
    }
  });

  it('declares what every call answers, errors included', async () => {
    const document = await openApi();
    for (const [path, operations] of Object.entries(document.paths)) {
      if (path === '/api/auth/{*}') continue; // better-auth's own answers, described in words
      for (const [method, operation] of Object.entries(operations)) {
        const success = Object.entries(operation.responses).filter(([status]) => /^2\d\d$/.test(status));
        // A page a provider sends the shopper back to answers with a redirect instead of a body.
        const redirects = Object.keys(operation.responses).filter((status) => /^30[27]$/.test(status));
        expect(success.length + redirects.length, `${method} ${path} declares a success answer`).toBeGreaterThan(0);
        for (const [, response] of success) expect(response.content, `${method} ${path}`).toBeDefined();
        expect(operation.responses['4XX'] ?? operation.responses['4xx'], `${method} ${path}`).toBeDefined();
      }
    }
  });
});
