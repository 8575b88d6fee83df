import ShoppingBag from 'lucide-icon/shopping-bag';
import { Link } from '~/ui/shop-links';
import { useWords } from '~/words/use-words';

export function EmptyCheckout() {
  const { t } = useWords();
  return (
    <div className="mx-auto max-w-md bg-white px-6 py-12 text-center ring-1 ring-line">
      <ShoppingBag aria-hidden="true" className="mx-auto size-10 text-gold-soft" strokeWidth={1.25} />
      <p className="mt-4 font-serif text-3xl">{t.checkout.emptyTitle}</p>
      <p className="mt-2 text-taupe">{t.checkout.emptyText}</p>
      <Link to="/properties" className="btn btn-primary mt-6">
        {t.checkout.browse}
      </Link>
    </div>
  );
}
