/**
 * The staff's overview: its rules, free of zod so the dashboard's browser code stays small; the
 * shapes are the schemas' types in `dashboard-schemas.ts` (import them with `import type`).
 */

/** A piece is "low" at this many left or fewer. */
export const LOW_STOCK_AT = 3;
/** How many days the sales chart covers, today included. */
export const SALES_CHART_DAYS = 30;
/** Shop days start and end at midnight here. */
export const SHOP_TIME_ZONE = 'Asia/Dhaka';

/** A file's size as staff read it: `820 bytes`, `14 KB`, `2.4 MB`, `1.2 GB` (units of 1,024). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let size = bytes / 1024;
  let unit = 0;
  while (size >= 1024 && unit < units.length - 1) {
    size /= 1024;
    unit += 1;
  }
  return `${size < 10 ? size.toFixed(1).replace(/\.0$/, '') : Math.round(size)} ${units[unit]}`;
}
