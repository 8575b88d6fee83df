export type { Blog, BlogList } from './blog-schemas';
import type { Blog } from './blog-schemas';

export const BLOG_PAGE_SIZE = 6;
export const MAX_BLOG_PAGE_SIZE = 50;
/** How much of a summary a blog card shows. */
export const CARD_SUMMARY_LENGTH = 65;

export function summaryPreview(summary: string, length = CARD_SUMMARY_LENGTH): string {
  return summary.length <= length ? summary : `${summary.slice(0, length).trimEnd()}…`;
}

/** What a blog card shows: the summary already cut to its preview. */
export type BlogCardData = Pick<Blog, '_id' | 'title' | 'summary' | 'image' | 'date'>;

export function toBlogCard({ _id, title, summary, image, date }: Blog): BlogCardData {
  return { _id, title, summary: summaryPreview(summary), image, date };
}
