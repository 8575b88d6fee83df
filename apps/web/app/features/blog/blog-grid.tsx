import { useWords } from '~/words/use-words';
import { BlogCard, type BlogCardPost } from './blog-card';

const GRID = 'grid gap-5 md:grid-cols-2';

interface BlogGridProps {
  blogs: BlogCardPost[];
  loading?: boolean;
  /** Card titles' heading level (h3 under a section's h2, h2 straight under the page's h1). */
  heading?: 'h2' | 'h3';
}

export function BlogGrid({ blogs, loading = false, heading }: BlogGridProps) {
  const { t } = useWords();
  if (loading) {
    return (
      <div className={GRID} aria-busy="true" aria-label={t.blog.loading}>
        {Array.from({ length: Math.max(blogs.length, 2) }, (_, i) => (
          <div key={i} data-testid="blog-placeholder" className="flex animate-pulse flex-col bg-white sm:flex-row">
            <div className="aspect-[16/10] bg-line/60 sm:w-2/5" />
            <div className="flex-1 space-y-3 p-5">
              <div className="h-3 w-1/3 bg-line/60" />
              <div className="h-6 w-3/4 bg-line/60" />
              <div className="h-4 bg-line/40" />
            </div>
          </div>
        ))}
      </div>
    );
  }
  if (blogs.length === 0) {
    return <p className="bg-white px-6 py-12 text-center text-taupe">{t.blog.empty}</p>;
  }
  return (
    <div className={GRID}>
      {blogs.map((blog) => (
        <BlogCard key={blog._id} blog={blog} heading={heading} />
      ))}
    </div>
  );
}
