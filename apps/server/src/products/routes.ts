import type { FastifyPluginAsyncZod } from '../api-plugin';
import {
  product,
  productCreated,
  productDeleted,
  productIdParams,
  productInput,
  productList,
  productListQuery,
  productModified,
  productUpdate,
} from '@alankar/shared/catalogue-schemas';
import { answers } from '../api-responses';
import { AppError } from '../errors';
import { cachedRoute, sendCached } from '../cache/cached-answer';
import { viewerOf } from '../policy/route-access';

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  const { catalogue } = app.services;

  app.get(
    '/products',
    { ...cachedRoute, config: { access: 'public' }, schema: { querystring: productListQuery, response: answers({ 200: productList }) } },
    (request, reply) => sendCached(request, reply, ['products'], () => catalogue.listProducts(request.query)),
  );

  app.post(
    '/products',
    {
      config: { access: 'product.write' },
      schema: { body: productInput, response: answers({ 201: productCreated }) },
    },
    async (request, reply) => {
      const product = await catalogue.createProduct(viewerOf(request), request.body);
      return reply.status(201).send({ acknowledged: true, insertedId: product._id, product });
    },
  );

  app.get(
    '/products/:id',
    { ...cachedRoute, config: { access: 'public' }, schema: { params: productIdParams, response: answers({ 200: product }) } },
    (request, reply) =>
      sendCached(request, reply, ['products'], async () => {
        const product = await catalogue.getProduct(request.params.id);
        if (!product) throw new AppError('not_found', 'This product does not exist or was removed.');
        return product;
      }),
  );

  app.put(
    '/products/:id',
    {
      config: { access: 'product.write' },
      schema: { params: productIdParams, body: productUpdate, response: answers({ 200: productModified }) },
    },
    async (request) => {
      const updated = await catalogue.updateProduct(viewerOf(request), request.params.id, request.body);
      return { acknowledged: true as const, modifiedCount: 1, product: updated };
    },
  );

  app.delete(
    '/products/:id',
    {
      config: { access: 'product.write' },
      schema: { params: productIdParams, response: answers({ 200: productDeleted }) },
    },
    async (request) => {
      const { archived } = await catalogue.deleteProduct(viewerOf(request), request.params.id);
      return { acknowledged: true as const, deletedCount: 1, archived };
    },
  );
};
