import { BLOG_PAGE_SIZE, toBlogCard } from '@alankar/shared/blog';
import { blogListQuery } from '@alankar/shared/blog-schemas';
import { langOfPath } from '@alankar/shared/lang';
import type { AppLoadContext } from 'react-router';
import { pageCount, pageNumber } from '~/lib/paging';
import { readQuery } from '~/lib/query.server';
import { writtenDay } from './written-day';

const pageQuery = blogListQuery.pick({ page: true });

/**
 * One page of posts for the 1-based page number carried by `param` in the URL: posts in the page's language first,
 * each card marked with the language its post is written in.
 */
export async function loadBlogPage(context: AppLoadContext, url: URL, param: string) {
  const page = pageNumber(readQuery(url.searchParams, pageQuery, { page: param }).page);
  const lang = langOfPath(url.pathname);
  const { blogs, count } = await context.services.blog.listBlogs({ page: page - 1, size: BLOG_PAGE_SIZE, lang });
  return {
    blogs: blogs.map((post) => ({ ...toBlogCard(post), lang: post.lang, day: writtenDay(post.date, lang) })),
    page,
    pages: pageCount(count, BLOG_PAGE_SIZE),
  };
}
