/** The shop counts pieces as '1 No.' and '2 Nos.'. */
export function quantityLabel(quantity: number): string {
  return `${quantity} ${quantity === 1 ? 'No.' : 'Nos.'}`;
}
