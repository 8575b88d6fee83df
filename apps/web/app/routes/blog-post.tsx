import { data } from 'react-router';
import { blogIdParams } from '@alankar/shared/blog-schemas';
import { imageSrcSet } from '@alankar/shared/images';
import type { Route } from './+types/blog-post';
import { PostDay } from '~/features/blog/post-day';
import { writtenDay } from '~/features/blog/written-day';
import { JsonLd } from '~/lib/json-ld';
import { pageMeta } from '~/lib/seo';
import { readParamsOr404 } from '~/lib/query.server';
import { NavLink } from '~/ui/shop-links';
import { fill, metaWords } from '~/words/words';
import { useWords } from '~/words/use-words';
import { langOfPath } from '@alankar/shared/lang';
import { pageWords } from '~/words/words.server';
import { MAIN_PICTURE } from '~/lib/scripts-after-paint';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { blog } = context.services;
  const { id } = readParamsOr404(params, blogIdParams);
  const [post, titles] = await Promise.all([blog.getBlog(id), blog.listTitles()]);
  if (!post) throw data(null, { status: 404 });
  const day = writtenDay(post.date, langOfPath(new URL(request.url).pathname));
  return { post, day, titles, origin: context.origin, words: pageWords(request, ['blog']) };
}

export function meta({ data, matches, location }: Route.MetaArgs) {
  const t = metaWords(matches);
  if (!data) return [{ title: metaWords(matches).shell?.notFoundDocument ?? 'Alankar' }];
  return pageMeta({
    lang: langOfPath(location.pathname),
    title: fill(t.blog?.postTitle ?? '{title} · Alankar', { title: data.post.title }),
    description: data.post.summary,
    image: data.post.image,
    origin: data.origin,
    type: 'article',
  });
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post, titles, origin } = loaderData;
  const { t, lang, path } = useWords();
  const image = post.image.startsWith('/') ? `${origin}${post.image}` : post.image;
  const otherLang = post.lang !== lang;
  return (
    <div className="mx-auto grid max-w-7xl gap-12 px-4 py-12 sm:px-6 lg:grid-cols-[1fr_18rem]">
      <article aria-labelledby="post-title" lang={otherLang ? post.lang : undefined} className="min-w-0">
        <JsonLd
          data={{
            '@context': 'https://schema.org',
            '@type': 'BlogPosting',
            headline: post.title,
            description: post.summary,
            image,
            inLanguage: post.lang,
            datePublished: post.date,
            ...(post.lastUpdated ? { dateModified: post.lastUpdated } : {}),
            author: { '@type': 'Organization', name: 'Alankar' },
            mainEntityOfPage: `${origin}${path(`/blogs/${post._id}`)}`,
          }}
        />
        <p lang={otherLang ? lang : undefined} className="text-xs tracking-[0.14em] text-taupe uppercase">
          {t.blog.byAdmin} <span aria-hidden="true">·</span> <PostDay date={post.date} day={loaderData.day} />
        </p>
        <h1 id="post-title" className="mt-3 text-4xl leading-tight sm:text-5xl">
          {post.title}
        </h1>
        {post.image ? (
          <img
            src={post.image}
            srcSet={imageSrcSet(post.image)}
            sizes="(min-width: 1024px) 60vw, 100vw"
            alt=""
            width={960}
            height={600}
            fetchPriority="high"
            elementtiming={MAIN_PICTURE}
            className="mt-8 aspect-[16/10] w-full object-cover"
          />
        ) : null}
        <p className="mt-8 font-serif text-2xl leading-snug whitespace-pre-line text-ink/90" data-testid="post-summary">
          {post.summary}
        </p>
        <div
          className="mt-6 max-w-prose text-[1.0625rem] leading-relaxed whitespace-pre-line text-ink/85"
          data-testid="post-body"
        >
          {post.excerpt}
        </div>
      </article>

      <aside aria-labelledby="more-title" className="lg:sticky lg:top-24 lg:self-start">
        <h2 id="more-title" className="mb-4 border-b border-line pb-3 text-2xl">
          {t.blog.readMore}
        </h2>
        <ul className="space-y-1">
          {titles.map((other) => (
            <li key={other._id}>
              <NavLink
                to={`/blogs/${other._id}`}
                // A post written in the other language is named in it, and a screen reader should say so.
                lang={other.lang !== lang ? other.lang : undefined}
                className={({ isActive }) =>
                  `block py-2 leading-snug ${isActive ? 'font-semibold text-gold' : 'text-ink/80 hover:text-gold'} ${
                    other.lang === 'bn' && lang !== 'bn' ? 'font-device-bangla' : ''
                  }`
                }
              >
                {other.title}
              </NavLink>
            </li>
          ))}
        </ul>
      </aside>
    </div>
  );
}
