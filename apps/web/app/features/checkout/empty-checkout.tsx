import { Link } from 'react-router';
import { ShoppingBag } from 'lucide-react';

export function EmptyCheckout() {
  return (
    <div className="mx-auto max-w-md bg-white px-6 py-12 text-center ring-1 ring-line">
      <ShoppingBag aria-hidden="true" className="mx-auto size-10 text-gold-soft" strokeWidth={1.25} />
      <p className="mt-4 font-serif text-3xl">Your cart is empty</p>
      <p className="mt-2 text-taupe">Add a piece you love, then come back here to check out.</p>
      <Link to="/properties" className="btn btn-primary mt-6">
        Browse jewellery
      </Link>
    </div>
  );
}
