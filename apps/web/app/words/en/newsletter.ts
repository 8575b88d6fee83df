export const newsletter = {};
