import { count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { BLOG_PAGE_SIZE, type Blog, type BlogList } from '@alankar/shared/blog';
import type { BlogInput, BlogListQuery, BlogUpdate } from '@alankar/shared/blog-schemas';
import { isUuid } from '@alankar/shared/ids';
import { isPaged } from '@alankar/shared/paging';
import type { Lang } from '@alankar/shared/lang';
import type { Database } from '../db/client';
import { blogs } from '../db/schema';

type BlogRow = typeof blogs.$inferSelect;

export function toBlog(row: BlogRow): Blog {
  return {
    _id: row.id,
    title: row.title,
    summary: row.summary,
    excerpt: row.excerpt,
    image: row.image,
    lang: row.lang,
    date: row.date.toISOString(),
    lastUpdated: row.lastUpdated?.toISOString() ?? null,
  };
}

const NEWEST_FIRST = [desc(blogs.date), desc(blogs.id)];

/** Newest first; with a language, that language's posts come before the others. */
function listOrder(lang: Lang | undefined): SQL[] {
  return lang ? [desc(sql`${blogs.lang} = ${lang}`), ...NEWEST_FIRST] : NEWEST_FIRST;
}

export function createBlogService(db: Database) {
  return {
    /**
     * Newest first, or with `lang` that language's posts first, then the others (each newest first). Without page or
     * size every post (the spec's contract); with either, one page.
     */
    async listBlogs(query: BlogListQuery): Promise<BlogList> {
      const size = query.size ?? BLOG_PAGE_SIZE;
      const rows = db
        .select()
        .from(blogs)
        .orderBy(...listOrder(query.lang));
      if (!isPaged(query)) {
        const all = await rows;
        return { blogs: all.map(toBlog), count: all.length };
      }
      const [found, [total]] = await Promise.all([
        rows.limit(size).offset((query.page ?? 0) * size),
        db.select({ value: count() }).from(blogs),
      ]);
      return { blogs: found.map(toBlog), count: total?.value ?? 0 };
    },

    async getBlog(id: string): Promise<Blog | null> {
      if (!isUuid(id)) return null;
      const [row] = await db.select().from(blogs).where(eq(blogs.id, id)).limit(1);
      return row ? toBlog(row) : null;
    },

    async createBlog(input: BlogInput): Promise<Blog> {
      const [row] = await db.insert(blogs).values(input).returning();
      if (!row) throw new Error('insert returned no row');
      return toBlog(row);
    },

    /** Changes the given fields and stamps the post as updated; null when there is no such post. */
    async updateBlog(id: string, changes: BlogUpdate): Promise<Blog | null> {
      if (!isUuid(id)) return null;
      const [row] = await db
        .update(blogs)
        .set({ ...changes, lastUpdated: new Date() })
        .where(eq(blogs.id, id))
        .returning();
      return row ? toBlog(row) : null;
    },

    /** False when there was no such post. */
    async deleteBlog(id: string): Promise<boolean> {
      if (!isUuid(id)) return false;
      const deleted = await db.delete(blogs).where(eq(blogs.id, id)).returning({ id: blogs.id });
      return deleted.length > 0;
    },

    /** Every post's id and title, for the reader's "Read More Blogs" list and the sitemap. */
    async listTitles(): Promise<Pick<Blog, '_id' | 'title' | 'date'>[]> {
      const rows = await db
        .select({ id: blogs.id, title: blogs.title, date: blogs.date })
        .from(blogs)
        .orderBy(...NEWEST_FIRST);
      return rows.map((row) => ({ _id: row.id, title: row.title, date: row.date.toISOString() }));
    },
  };
}
