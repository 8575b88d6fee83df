import { BLOG_PAGE_SIZE, toBlogCard } from '@alankar/shared/blog';
import { blogListQuery } from '@alankar/shared/blog-schemas';
import type { AppLoadContext } from 'react-router';
import { pageCount, pageNumber } from '~/lib/paging';
import { readQuery } from '~/lib/query.server';

const pageQuery = blogListQuery.pick({ page: true });

/** One page of posts for the 1-based page number carried by `param` in the URL. */
export async function loadBlogPage(context: AppLoadContext, url: URL, param: string) {
  const page = pageNumber(readQuery(url.searchParams, pageQuery, { page: param }).page);
  const { blogs, count } = await context.services.blog.listBlogs({ page: page - 1, size: BLOG_PAGE_SIZE });
  return { blogs: blogs.map(toBlogCard), page, pages: pageCount(count, BLOG_PAGE_SIZE) };
}
