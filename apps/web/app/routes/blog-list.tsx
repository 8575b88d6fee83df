import type { Route } from './+types/blog-list';
import { BlogGrid } from '~/features/blog/blog-grid';
import { Pager } from '~/ui/pager';
import { loadBlogPage } from '~/features/blog/blog-page';
import { usePendingParams } from '~/lib/use-pending-params';
import { pageMeta } from '~/lib/seo';
import { metaWords } from '~/words/words';
import { useWords } from '~/words/use-words';
import { langOfPath } from '@alankar/shared/lang';
import { pageWords } from '~/words/words.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  const blog = await loadBlogPage(context, new URL(request.url), 'page');
  return { ...blog, origin: context.origin, words: pageWords(request, ['blog']) };
}

export function meta({ data, matches, location }: Route.MetaArgs) {
  const t = metaWords(matches);
  return pageMeta({
    lang: langOfPath(location.pathname),
    title: t.blog?.metaTitle ?? 'Journal · Alankar',
    description: t.blog?.metaDescription ?? '',
    image: data?.blogs[0]?.image,
    origin: data?.origin,
  });
}

export default function BlogList({ loaderData }: Route.ComponentProps) {
  const { blogs, page, pages } = loaderData;
  const loading = usePendingParams(['page']);
  const { t } = useWords();
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <header className="mb-10 text-center">
        <p className="eyebrow">{t.blog.eyebrow}</p>
        <h1 className="mt-2 text-4xl sm:text-5xl">{t.blog.title}</h1>
        <p className="mx-auto mt-3 max-w-xl text-taupe">{t.blog.intro}</p>
      </header>
      <BlogGrid blogs={blogs} loading={loading} heading="h2" />
      <Pager page={page} pages={pages} label={t.blog.pagerLabel} />
    </div>
  );
}
