import type { Words } from '../words';

export const cart: Words['cart'] = {};
