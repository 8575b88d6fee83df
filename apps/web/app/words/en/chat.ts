export const chat = {};
