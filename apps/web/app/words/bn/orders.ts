import type { Words } from '../words';

export const orders: Words['orders'] = {};
