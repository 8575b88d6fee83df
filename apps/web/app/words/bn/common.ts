import type { Words } from '../words';

export const common: Words['common'] = {};
