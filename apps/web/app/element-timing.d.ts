import 'react';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- a merged interface repeats React's type parameter
  interface ImgHTMLAttributes<T> {
    /** Element Timing: the browser reports when this image is drawn (see `~/lib/scripts-after-paint`). */
    elementtiming?: string;
  }
}
