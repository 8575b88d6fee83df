import { z } from 'zod';
import { imageUrl, optionalParam, safeText } from './text';
import { pageParam, sizeParam } from './paging';
import { MAX_BLOG_PAGE_SIZE } from './blog';
import { LANGS } from './lang';

const blogLang = z.enum(LANGS, { message: `Language must be one of: ${LANGS.join(', ')}` });

export const blogListQuery = z.object({
  page: pageParam,
  size: sizeParam(MAX_BLOG_PAGE_SIZE),
  /** Posts in this language first, then the others; each newest first. Without it, every post newest first. */
  lang: optionalParam(blogLang),
});
export type BlogListQuery = z.output<typeof blogListQuery>;

export const blogIdParams = z.object({
  id: safeText.uuid('Blog id is not valid'),
});

const blogFields = {
  title: safeText.min(1, 'Enter a title').max(150, 'Title must be at most 150 characters'),
  summary: safeText.min(1, 'Enter a summary').max(2000, 'Summary must be at most 2,000 characters'),
  excerpt: safeText.min(1, 'Enter the description').max(20_000, 'Description must be at most 20,000 characters'),
  image: z.union([z.literal(''), imageUrl]),
  /** The language the post is written in. */
  lang: blogLang,
};

/** POST /api/blogs (staff). The date is the server's; the body is called the excerpt, as in the spec. */
export const blogInput = z.object({
  ...blogFields,
  image: blogFields.image.default(''),
  lang: blogFields.lang.default('en'),
});
export type BlogInput = z.output<typeof blogInput>;

/** PUT /api/blogs/{id} (staff): any of the same fields, by the same rules; what is not sent stays as it is. */
export const blogUpdate = z
  .object(blogFields)
  .partial()
  .refine(
    (changes) => Object.values(changes).some((value) => value !== undefined),
    'Send at least one field to change',
  );
export type BlogUpdate = z.output<typeof blogUpdate>;

// Answers.

export const blogCreated = z.object({ acknowledged: z.literal(true), insertedId: z.string() });
export const blogModified = z.object({ acknowledged: z.literal(true), modifiedCount: z.number().int() });
export const blogDeleted = z.object({ acknowledged: z.literal(true), deletedCount: z.number().int() });

/** A blog post as the API answers it; dates are ISO strings (the first 10 characters are the day). */
export const blog = z.object({
  _id: z.string(),
  title: z.string(),
  summary: z.string(),
  /** The post's body. */
  excerpt: z.string(),
  image: z.string(),
  /** The language the post is written in. */
  lang: z.enum(LANGS),
  date: z.string(),
  lastUpdated: z.string().nullable(),
});
export type Blog = z.output<typeof blog>;

export const blogList = z.object({ blogs: z.array(blog), count: z.number().int() });
export type BlogList = z.output<typeof blogList>;
