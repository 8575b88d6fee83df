import type { Blog, BlogCardData } from '@alankar/shared/blog';
import { thumbnailUrl } from '@alankar/shared/images';
import { Link } from '~/ui/shop-links';
import { useWords } from '~/words/use-words';
import { PostDay } from './post-day';

/** A card's post, with the language it is written in and its day as the page writes it. */
export type BlogCardPost = BlogCardData & Pick<Blog, 'lang'> & { day: string };

export function BlogCard({ blog, heading: Heading = 'h3' }: { blog: BlogCardPost; heading?: 'h2' | 'h3' }) {
  const { t, lang } = useWords();
  const href = `/blogs/${blog._id}`;
  const otherLang = blog.lang !== lang;
  return (
    <article
      aria-label={blog.title}
      lang={otherLang ? blog.lang : undefined}
      className="group flex flex-col overflow-hidden bg-white sm:flex-row"
    >
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
        <p lang={otherLang ? lang : undefined} className="text-xs tracking-[0.14em] text-taupe uppercase">
          <span>{t.blog.byAdmin}</span>
          <span aria-hidden="true"> · </span>
          <PostDay date={blog.date} day={blog.day} />
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
