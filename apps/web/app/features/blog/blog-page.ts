import { BLOG_PAGE_SIZE, toBlogCard } from '@alankar/shared/blog';
import type { AppLoadContext } from 'react-router';
import { pageCount, readPageNumber } from '~/lib/paging';

/** One page of posts for a 1-based page number read from the URL. */
export async function loadBlogPage(context: AppLoadContext, url: URL, param: string) {
  const page = readPageNumber(url, param);
  const { blogs, count } = await context.services.blog.listBlogs({ page: page - 1, size: BLOG_PAGE_SIZE });
  return { blogs: blogs.map(toBlogCard), page, pages: pageCount(count, BLOG_PAGE_SIZE) };
}
