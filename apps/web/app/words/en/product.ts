/** A piece's own page: its details, gallery and terms. */
export const product = {
  documentTitle: '{title} · {price} · Alankar',
  notFoundDocument: 'Piece not found · Alankar',
  breadcrumb: 'Breadcrumb',
  allJewellery: 'All jewellery',
  material: 'Material',
  availability: 'Availability',
  onlyLeft: 'Only {count} left',
  inStock: 'In stock',
  outOfStock: 'Out of stock',
  soldOutNote: 'This piece is sold out for now. Message us on WhatsApp and we will tell you when it is back.',
  freeDeliveryAbove: 'Free delivery on orders above {amount}',
  deliveryFees: 'Delivery: {fees}',
  returnWithin: 'Return within {days} days',
  related: 'You may also like',
  pictures: 'Product pictures',
  showPicture: 'Show picture {number} of {total}',
};
