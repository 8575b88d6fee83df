import type { Words } from '../words';

export const product: Words['product'] = {};
