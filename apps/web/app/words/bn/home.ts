import type { Words } from '../words';

export const home: Words['home'] = {};
