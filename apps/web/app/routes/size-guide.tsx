import { langOfPath } from '@alankar/shared/lang';
import { BANGLE_SIZES, RING_SIZES } from '@alankar/shared/size-guide';
import type { Route } from './+types/size-guide';
import { pageMeta } from '~/lib/seo';
import { langOfRequest } from '~/lib/chosen-lang.server';
import { metaWords } from '~/words/words';
import { useWords } from '~/words/use-words';
import { pageWords } from '~/words/words.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = langOfRequest(request);
  const { sizeGuide } = await context.services.settings.get();
  return { note: sizeGuide[lang], origin: context.origin, words: pageWords(request, ['product']) };
}

export function meta({ data, matches, location }: Route.MetaArgs) {
  const t = metaWords(matches).product;
  return pageMeta({
    lang: langOfPath(location.pathname),
    title: t?.sizeGuideDocument ?? 'Size guide · Alankar',
    description: t?.sizeGuideDescription ?? '',
    origin: data?.origin,
  });
}

/** The size guide: the shop's own words on measuring (staff write them in Settings), then ring and bangle sizes in mm. */
export default function SizeGuide({ loaderData }: Route.ComponentProps) {
  const { t, num } = useWords();
  const words = t.product;
  const { note } = loaderData;
  const mm = (value: number) => num(value.toFixed(1));
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-4xl sm:text-5xl">{words.sizeGuide}</h1>
      <div className="mt-4 space-y-3 text-taupe" data-testid="size-guide-note">
        {note
          .split(/\n{2,}/)
          .filter(Boolean)
          .map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
      </div>

      <SizeTable
        id="rings"
        title={words.ringSizes}
        columns={[words.sizeColumn, words.diameterColumn, words.circumferenceColumn]}
        rows={RING_SIZES.map((ring) => [num(ring.size), mm(ring.diameterMm), mm(ring.circumferenceMm)])}
      />
      <SizeTable
        id="bangles"
        title={words.bangleSizes}
        columns={[words.sizeColumn, words.diameterColumn]}
        rows={BANGLE_SIZES.map((bangle) => [num(bangle.size), mm(bangle.diameterMm)])}
      />
    </div>
  );
}

function SizeTable({ id, title, columns, rows }: { id: string; title: string; columns: string[]; rows: string[][] }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="mt-10">
      <h2 id={`${id}-title`} className="text-2xl">
        {title}
      </h2>
      <div className="relative mt-4 overflow-x-auto bg-white ring-1 ring-line">
        <table className="w-full text-left text-sm">
          <thead className="border-b border-line text-xs tracking-wide text-taupe uppercase">
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col" className="p-3 font-semibold">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line tabular-nums">
            {rows.map(([size, ...values]) => (
              <tr key={size}>
                <th scope="row" className="p-3 font-semibold">
                  {size}
                </th>
                {values.map((value, index) => (
                  <td key={index} className="p-3">
                    {value}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
