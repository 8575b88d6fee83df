/** The promises the shop makes, stated once for the FAQ, the About page and the product pages. */
export const POLICIES = {
  courier: 'RedEX Delivery',
  dhakaDeliveryHours: 24,
  outsideDhakaWorkingDays: 3,
  returnDays: 7,
  refundWorkingDays: 3,
  foundedYear: 2000,
} as const;
