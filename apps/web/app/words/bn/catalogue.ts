import type { Words } from '../words';

export const catalogue: Words['catalogue'] = {};
