import type { Words } from '../words';

export const chat: Words['chat'] = {};
