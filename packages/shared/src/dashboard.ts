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
