import { count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { BLOG_PAGE_SIZE, type Blog, type BlogList } from '@alankar/shared/blog';
import type { BlogInput, BlogListQuery, BlogUpdate } from '@alankar/shared/blog-schemas';
import { isUuid } from '@alankar/shared/ids';
import { isPaged } from '@alankar/shared/paging';
import type { Lang } from '@alankar/shared/lang';
import type { Viewer } from '@alankar/shared/account';
import type { AuditValues } from '@alankar/shared/audit';
import { may } from '@alankar/shared/policy';
import type { Database } from '../db/client';
import { blogs } from '../db/schema';
import { AppError } from '../errors';
import { recordChange } from '../audit/audit-log';
import { changedFields, filled } from '../audit/audit-values';

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
const STAFF_ONLY = 'Only the shop’s staff can write the blog.';

/** A post as the record of staff changes keeps it. */
function postValues(row: BlogRow): AuditValues {
  return {
    title: row.title,
    summary: row.summary,
    excerpt: row.excerpt,
    lang: row.lang,
    image: row.image,
  };
}

const subjectOf = (row: BlogRow) => ({ kind: 'blog' as const, id: row.id, label: row.title });

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

    async createBlog(viewer: Viewer, input: BlogInput): Promise<Blog> {
      if (!may(viewer, 'blog.write')) throw new AppError('forbidden', STAFF_ONLY);
      const row = await db.transaction(async (tx) => {
        const [made] = await tx.insert(blogs).values(input).returning();
        if (!made) throw new Error('insert returned no row');
        const after = filled(postValues(made));
        await recordChange(tx, viewer, { action: 'blog.create', subject: subjectOf(made), before: null, after });
        return made;
      });
      return toBlog(row);
    },

    /** Changes the given fields and stamps the post as updated; null when there is no such post. */
    async updateBlog(viewer: Viewer, id: string, changes: BlogUpdate): Promise<Blog | null> {
      if (!may(viewer, 'blog.write')) throw new AppError('forbidden', STAFF_ONLY);
      if (!isUuid(id)) return null;
      const row = await db.transaction(async (tx) => {
        const [before] = await tx.select().from(blogs).where(eq(blogs.id, id)).for('update');
        if (!before) return null;
        const [after] = await tx
          .update(blogs)
          .set({ ...changes, lastUpdated: new Date() })
          .where(eq(blogs.id, id))
          .returning();
        if (!after) throw new Error(`post ${id} vanished`);
        const changed = changedFields(postValues(before), postValues(after));
        if (changed) await recordChange(tx, viewer, { action: 'blog.update', subject: subjectOf(after), ...changed });
        return after;
      });
      return row ? toBlog(row) : null;
    },

    /** False when there was no such post. */
    async deleteBlog(viewer: Viewer, id: string): Promise<boolean> {
      if (!may(viewer, 'blog.write')) throw new AppError('forbidden', STAFF_ONLY);
      if (!isUuid(id)) return false;
      return db.transaction(async (tx) => {
        const [gone] = await tx.delete(blogs).where(eq(blogs.id, id)).returning();
        if (!gone) return false;
        const before = filled(postValues(gone));
        await recordChange(tx, viewer, { action: 'blog.delete', subject: subjectOf(gone), before, after: null });
        return true;
      });
    },

    /** Every post's id, title and language, for the reader's "Read More Blogs" list and the sitemap. */
    async listTitles(): Promise<Pick<Blog, '_id' | 'title' | 'date' | 'lang'>[]> {
      const rows = await db
        .select({ id: blogs.id, title: blogs.title, date: blogs.date, lang: blogs.lang })
        .from(blogs)
        .orderBy(...NEWEST_FIRST);
      return rows.map((row) => ({ _id: row.id, title: row.title, date: row.date.toISOString(), lang: row.lang }));
    },
  };
}
