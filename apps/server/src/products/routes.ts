import type { FastifyPluginAsyncZod } from '../api-plugin';
import {
  product,
  productCreated,
  productIdParams,
  productInput,
  productList,
  productListQuery,
} from '@alankar/shared/catalogue-schemas';
import { answers } from '../api-responses';
import { AppError } from '../errors';

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  const { catalogue } = app.services;

  app.get(
    '/products',
    { schema: { querystring: productListQuery, response: answers({ 200: productList }) } },
    (request) => catalogue.listProducts(request.query),
  );

  app.post(
    '/products',
    { schema: { body: productInput, response: answers({ 201: productCreated }) }, preValidation: app.guards.requireAdmin },
    async (request, reply) => {
      const product = await catalogue.createProduct(request.body);
      return reply.status(201).send({ acknowledged: true, insertedId: product._id, product });
    },
  );

  app.get(
    '/products/:id',
    { schema: { params: productIdParams, response: answers({ 200: product }) } },
    async (request) => {
      const product = await catalogue.getProduct(request.params.id);
      if (!product) throw new AppError('not_found', 'This product does not exist or was removed.');
      return product;
    },
  );
};
