/** Small words many screens share: quantities, totals, page links, dialogs and messages. */
export const common = {
  quantity: 'Quantity',
  decreaseQuantity: 'Decrease quantity',
  increaseQuantity: 'Increase quantity',
  total: 'Total',
  wasPrice: 'Regular price',
  percentOff: '{percent}% off',
  youSave: 'You save {amount} ({percent}%)',
  free: 'Free',
  /** A delivery fee before the area is known: the lowest one. */
  feeFrom: 'from {amount}',
  /** A piece sold in sizes or lengths at different prices: its lowest. */
  priceFrom: 'from {amount}',
  page: 'Page',
  pageLink: '{label} {page}',
  pagerNav: '{label}s',
  ok: 'OK',
  cancel: 'Cancel',
  success: 'Success',
  error: 'Error',
  notDone: 'Not done:',
  /** A part of a page whose code did not arrive (a dropped connection). */
  partNotLoaded: 'This part of the page did not load.',
  reload: 'Reload the page',
  /** Delivery zones, as the checkout, orders and the track page name them. */
  zoneTerms: '{zone}: {fee}, {min}–{max} days',
  listSeparator: '; ',
  zones: {
    'inside-dhaka': 'Inside Dhaka',
    'dhaka-suburbs': 'Dhaka suburbs',
    'outside-dhaka': 'Outside Dhaka',
  },
  /** What a failed call to the shop says when the shop itself could not say why. */
  failures: {
    signIn: 'Please sign in and try again.',
    forbidden: 'You are not allowed to do this.',
    notFound: 'We could not find that. It may have been removed.',
    tooMany: 'Too many attempts. Please wait a minute and try again.',
    server: 'Something went wrong on our side. Please try again.',
    invalid: 'Please check your details and try again.',
    network: 'We could not reach the shop. Check your connection and try again.',
  },
};
