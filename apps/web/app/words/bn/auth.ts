import type { Words } from '../words';

export const auth: Words['auth'] = {};
