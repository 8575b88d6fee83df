/**
 * Ring and bangle sizes as the size guide lists them, in millimetres. Ring sizes are the US sizes jewellers in Dhaka
 * quote, by the ring's inside diameter and circumference; bangle sizes are the subcontinent's (2.4 is 2 and 4/16
 * inches across the inside).
 */
export const RING_SIZES = [
  { size: '4', diameterMm: 14.9, circumferenceMm: 46.8 },
  { size: '5', diameterMm: 15.7, circumferenceMm: 49.3 },
  { size: '6', diameterMm: 16.5, circumferenceMm: 51.9 },
  { size: '7', diameterMm: 17.3, circumferenceMm: 54.4 },
  { size: '8', diameterMm: 18.1, circumferenceMm: 57.0 },
  { size: '9', diameterMm: 18.9, circumferenceMm: 59.5 },
  { size: '10', diameterMm: 19.8, circumferenceMm: 62.1 },
  { size: '11', diameterMm: 20.6, circumferenceMm: 64.6 },
  { size: '12', diameterMm: 21.4, circumferenceMm: 67.2 },
] as const;

/** Bangle sizes by the inside diameter: sixteenths of an inch after the 2 (2.4 = 2 4/16 in = 57.2 mm). */
export const BANGLE_SIZES = [
  { size: '2.2', diameterMm: 54.0 },
  { size: '2.4', diameterMm: 57.2 },
  { size: '2.6', diameterMm: 60.3 },
  { size: '2.8', diameterMm: 63.5 },
  { size: '2.10', diameterMm: 66.7 },
] as const;
