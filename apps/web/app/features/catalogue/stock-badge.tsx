import { isInStock } from '@alankar/shared/catalogue';
import { useWords } from '~/words/use-words';

export function StockBadge({ stock }: { stock: number }) {
  const available = isInStock({ stock });
  const { t } = useWords();
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-[0.6875rem] font-semibold tracking-wide uppercase ${
        available ? 'bg-emerald/8 text-emerald' : 'bg-danger/10 text-danger'
      }`}
    >
      {available ? t.catalogue.available : t.catalogue.stockOut}
    </span>
  );
}
