export const about = {};
