import { useRevalidator } from 'react-router';
import type { Blog } from '@alankar/shared/blog';
import { BlogsTable } from './blogs-table';

/**
 * The Manage Blogs list — "Total Blogs found N" and the table — shown on Manage Blogs and below the Add Blog form.
 * `blogs` comes from the page's loader, so an edit, a delete or an added post shows once the loaders revalidate.
 */
export function BlogsList({ blogs }: { blogs: Blog[] }) {
  const { revalidate } = useRevalidator();
  return (
    <div>
      <p className="mb-4 text-taupe" aria-live="polite">
        Total Blogs found {blogs.length}
      </p>
      <BlogsTable blogs={blogs} onChanged={() => void revalidate()} />
    </div>
  );
}
