import { lazy } from 'react';

/**
 * Parts that only some orders show, so their code is fetched for those orders alone: render them inside a `LazyPart`.
 */
export const AdvanceFee = lazy(() => import('./advance-fee').then((module) => ({ default: module.AdvanceFee })));

export const ShipmentDetails = lazy(() =>
  import('./shipment-details').then((module) => ({ default: module.ShipmentDetails })),
);
