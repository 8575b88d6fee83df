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
  /** The button that shows the sizes chosen, on a page without JavaScript. */
  choose: 'Choose',
  /** Read after a size or length that has none left (struck through on screen). */
  valueSoldOut: '(sold out)',
  soldOutNote: 'This piece is sold out for now. Message us on WhatsApp and we will tell you when it is back.',
  /** A size or length with none left, while others have some. */
  choiceSoldOutNote:
    'This one is sold out for now. Choose another, or message us on WhatsApp and we will tell you when it is back.',
  freeDeliveryAbove: 'Free delivery on orders above {amount}',
  deliveryFees: 'Delivery: {fees}',
  returnWithin: 'Return within {days} days',
  related: 'You may also like',
  pictures: 'Product pictures',
  showPicture: 'Show picture {number} of {total}',
  sizeGuide: 'Size guide',
  sizeGuideDocument: 'Size guide: rings and bangles in millimetres · Alankar',
  sizeGuideDescription: 'Ring sizes 4 to 12 and bangle sizes 2.2 to 2.10, by inside diameter and circumference in millimetres.',
  ringSizes: 'Ring sizes',
  bangleSizes: 'Bangle sizes',
  sizeColumn: 'Size',
  diameterColumn: 'Inside diameter (mm)',
  circumferenceColumn: 'Circumference (mm)',
};
