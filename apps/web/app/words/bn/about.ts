import type { Words } from '../words';

export const about: Words['about'] = {};
