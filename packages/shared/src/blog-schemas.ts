import { z } from 'zod';
import { safeText } from './text';
import { pageParam, sizeParam } from './paging';
import { MAX_BLOG_PAGE_SIZE } from './blog';

export const blogListQuery = z.object({
  page: pageParam,
  size: sizeParam(MAX_BLOG_PAGE_SIZE),
});
export type BlogListQuery = z.output<typeof blogListQuery>;

export const blogIdParams = z.object({
  id: safeText.uuid('Blog id is not valid'),
});
