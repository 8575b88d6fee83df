import type { FastifyPluginAsyncZod } from '../api-plugin';
import { blog as blogPost, blogIdParams, blogList, blogListQuery } from '@alankar/shared/blog-schemas';
import { answers } from '../api-responses';
import { AppError } from '../errors';

export const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { blog } = app.services;

  app.get('/blogs', { schema: { querystring: blogListQuery, response: answers({ 200: blogList }) } }, (request) =>
    blog.listBlogs(request.query),
  );

  app.get('/blogs/:id', { schema: { params: blogIdParams, response: answers({ 200: blogPost }) } }, async (request) => {
    const post = await blog.getBlog(request.params.id);
    if (!post) throw new AppError('not_found', 'This blog post does not exist or was removed.');
    return post;
  });
};
