/** Stripe amounts are in the currency's smallest unit: poisha, 100 to the taka. */
export const toPoisha = (taka: number) => taka * 100;
