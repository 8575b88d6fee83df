import Printer from 'lucide-icon/printer';
import { useWords } from '~/words/use-words';

export function PrintButton() {
  const { t } = useWords();
  return (
    <button type="button" onClick={() => window.print()} className="btn btn-primary">
      <Printer aria-hidden="true" className="size-4" />
      {t.orders.print}
    </button>
  );
}
