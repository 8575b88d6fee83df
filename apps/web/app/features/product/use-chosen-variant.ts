import { useLocation, useNavigation } from 'react-router';
import type { ProductVariant } from '@alankar/shared/variants';
import { chosenVariant } from './choose-variant';

type Choosable = Pick<ProductVariant, '_id' | 'options' | 'stock'>;

/**
 * The variant the page shows: the one the shopper just `picked`, or while the page's data for a choice is on its way
 * that one (from the address being loaded), else the one its loader read from the URL.
 */
export function useChosenVariant<Variant extends Choosable>(
  product: { variants: readonly Variant[]; options: readonly unknown[] },
  loadedId: string | null,
  picked: string | null = null,
): Variant | undefined {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const chosen = picked ? product.variants.find((variant) => variant._id === picked) : undefined;
  if (chosen) return chosen;
  const next = navigation.location?.pathname === pathname ? navigation.location : null;
  if (next) return chosenVariant(product.variants, product.options.length, new URLSearchParams(next.search));
  return product.variants.find((variant) => variant._id === loadedId);
}
