import { imageSrcSet } from '@alankar/shared/images';
import { MAIN_PICTURE } from '~/lib/scripts-after-paint';

interface ProductImageProps {
  src: string;
  alt: string;
  /** The width the image takes on screen, for the browser's choice of file. */
  sizes: string;
  eager?: boolean;
  className?: string;
}

/** A square product picture: sized, WebP where the shop stores it, lazy unless above the fold. */
export function ProductImage({ src, alt, sizes, eager = false, className = '' }: ProductImageProps) {
  return (
    <img
      src={src}
      srcSet={imageSrcSet(src)}
      sizes={sizes}
      alt={alt}
      width={960}
      height={960}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      elementtiming={eager ? MAIN_PICTURE : undefined}
      decoding="async"
      className={`aspect-square w-full bg-white object-cover ${className}`}
    />
  );
}
