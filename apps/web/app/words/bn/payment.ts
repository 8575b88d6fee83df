import type { Words } from '../words';

export const payment: Words['payment'] = {};
