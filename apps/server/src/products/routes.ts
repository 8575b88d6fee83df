import type { FastifyPluginAsyncZod } from '../api-plugin';
import { productIdParams, productInput, productListQuery } from '@alankar/shared/catalogue-schemas';
import { AppError } from '../errors';

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  const { catalogue } = app.services;

  app.get('/products', { schema: { querystring: productListQuery } }, (request) =>
    catalogue.listProducts(request.query),
  );

  app.post(
    '/products',
    { schema: { body: productInput }, preHandler: app.guards.requireAdmin },
    async (request, reply) => {
      const product = await catalogue.createProduct(request.body);
      return reply.status(201).send({ acknowledged: true, insertedId: product._id, product });
    },
  );

  app.get('/products/:id', { schema: { params: productIdParams } }, async (request) => {
    const product = await catalogue.getProduct(request.params.id);
    if (!product) throw new AppError('not_found', 'This product does not exist or was removed.');
    return product;
  });
};
