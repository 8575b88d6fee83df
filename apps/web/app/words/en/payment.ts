export const payment = {};
