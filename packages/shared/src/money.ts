const taka = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** Whole taka shown the way the shop writes prices: `Tk 1,250`. */
export function formatTk(amount: number): string {
  return `Tk ${taka.format(amount)}`;
}
