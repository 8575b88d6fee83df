import { Link } from 'react-router';
import type { BlogCardData } from '@alankar/shared/blog';
import { thumbnailUrl } from '@alankar/shared/images';
import { dhakaDay } from '@alankar/shared/dates';

export function BlogCard({ blog, heading: Heading = 'h3' }: { blog: BlogCardData; heading?: 'h2' | 'h3' }) {
  const href = `/blogs/${blog._id}`;
  return (
    <article aria-label={blog.title} className="group flex flex-col overflow-hidden bg-white sm:flex-row">
      <Link to={href} tabIndex={-1} aria-hidden="true" className="shrink-0 overflow-hidden sm:w-2/5">
        <img
          src={thumbnailUrl(blog.image)}
          alt=""
          width={480}
          height={300}
          loading="lazy"
          decoding="async"
          className="aspect-[16/10] h-full w-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
        />
      </Link>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="text-xs tracking-[0.14em] text-taupe uppercase">
          <span>By Admin</span>
          <span aria-hidden="true"> · </span>
          <time dateTime={blog.date}>{dhakaDay(blog.date)}</time>
        </p>
        <Heading className="text-2xl leading-tight">
          <Link to={href} className="hover:text-gold">
            {blog.title}
          </Link>
        </Heading>
        <p className="text-sm leading-relaxed text-taupe" data-testid="blog-preview">
          {blog.summary}
        </p>
      </div>
    </article>
  );
}
