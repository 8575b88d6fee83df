/** Small real PNGs, as the photos staff upload (each different, so each is stored apart). */
const png = (base64: string, name: string) => ({ name, mimeType: 'image/png', buffer: Buffer.from(base64, 'base64') });

export const GOLD_PHOTO = png(
  'iVBORw0KGgoAAAANSUhEUgAAACAAAAAgCAIAAAD8GO2jAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAO0lEQVRIie3WywkAMBBCwXRl2TZjQakikMPA3oXFzztrnt4hUC8KF03QoiqmTWtwZjKLKgK8Ch3zNV1fdG3oWz/1izkAAAAASUVORK5CYII=',
  'gold.png',
);
export const EMERALD_PHOTO = png(
  'iVBORw0KGgoAAAANSUhEUgAAACAAAAAgCAIAAAD8GO2jAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAO0lEQVRIiWPgtzWmKWIYtcB2NIiMR1MR/2hGMx4tKvhHS1Pb0QqHf7TKtB1tVRiPNrxsR5uOxoO6dQ0A8In8EIYp9w0AAAAASUVORK5CYII=',
  'emerald.png',
);
