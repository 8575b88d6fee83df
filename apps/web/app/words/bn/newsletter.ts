import type { Words } from '../words';

export const newsletter: Words['newsletter'] = {};
