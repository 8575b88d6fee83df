import type { Words } from '../words';

export const checkout: Words['checkout'] = {};
