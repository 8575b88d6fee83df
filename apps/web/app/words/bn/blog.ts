import type { Words } from '../words';

export const blog: Words['blog'] = {};
