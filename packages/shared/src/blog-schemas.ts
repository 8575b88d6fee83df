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

// Answers.

/** A blog post as the API answers it; dates are ISO strings (the first 10 characters are the day). */
export const blog = z.object({
  _id: z.string(),
  title: z.string(),
  summary: z.string(),
  /** The post's body. */
  excerpt: z.string(),
  image: z.string(),
  date: z.string(),
  lastUpdated: z.string().nullable(),
});
export type Blog = z.output<typeof blog>;

export const blogList = z.object({ blogs: z.array(blog), count: z.number().int() });
export type BlogList = z.output<typeof blogList>;
