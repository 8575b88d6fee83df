/** Small words many screens share: quantities, totals, page links, dialogs and messages. */
export const common = {
  quantity: 'Quantity',
  decreaseQuantity: 'Decrease quantity',
  increaseQuantity: 'Increase quantity',
  total: 'Total',
  free: 'Free',
  page: 'Page',
  pageLink: '{label} {page}',
  pagerNav: '{label}s',
  ok: 'OK',
  cancel: 'Cancel',
  success: 'Success',
  error: 'Error',
  notDone: 'Not done:',
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
