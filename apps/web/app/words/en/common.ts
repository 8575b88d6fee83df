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
};
