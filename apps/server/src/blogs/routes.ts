import type { FastifyPluginAsyncZod } from '../api-plugin';
import {
  blog as blogPost,
  blogCreated,
  blogDeleted,
  blogIdParams,
  blogInput,
  blogList,
  blogListQuery,
  blogModified,
  blogUpdate,
} from '@alankar/shared/blog-schemas';
import { answers } from '../api-responses';
import { AppError } from '../errors';
import { cachedRoute, sendCached } from '../cache/cached-answer';
import { viewerOf } from '../policy/route-access';

export const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { blog } = app.services;

  app.get(
    '/blogs',
    { ...cachedRoute, config: { access: 'public' }, schema: { querystring: blogListQuery, response: answers({ 200: blogList }) } },
    (request, reply) => sendCached(request, reply, ['blogs'], () => blog.listBlogs(request.query)),
  );

  app.get(
    '/blogs/:id',
    { ...cachedRoute, config: { access: 'public' }, schema: { params: blogIdParams, response: answers({ 200: blogPost }) } },
    (request, reply) =>
      sendCached(request, reply, ['blogs'], async () => {
        const post = await blog.getBlog(request.params.id);
        if (!post) throw new AppError('not_found', MISSING);
        return post;
      }),
  );

  // Staff write the blog; the answers keep the spec's Mongo-style fields.
  const staffOnly = { access: 'blog.write' as const };

  app.post(
    '/blogs',
    { config: staffOnly, schema: { body: blogInput, response: answers({ 201: blogCreated }) } },
    async (request, reply) => {
      const post = await blog.createBlog(viewerOf(request), request.body);
      return reply.status(201).send({ acknowledged: true as const, insertedId: post._id });
    },
  );

  app.put(
    '/blogs/:id',
    {
      config: staffOnly,
      schema: { params: blogIdParams, body: blogUpdate, response: answers({ 200: blogModified }) },
    },
    async (request) => {
      if (!(await blog.updateBlog(viewerOf(request), request.params.id, request.body)))
        throw new AppError('not_found', MISSING);
      return { acknowledged: true as const, modifiedCount: 1 };
    },
  );

  app.delete(
    '/blogs/:id',
    { config: staffOnly, schema: { params: blogIdParams, response: answers({ 200: blogDeleted }) } },
    async (request) => {
      if (!(await blog.deleteBlog(viewerOf(request), request.params.id))) throw new AppError('not_found', MISSING);
      return { acknowledged: true as const, deletedCount: 1 };
    },
  );
};

const MISSING = 'This blog post does not exist or was removed.';
