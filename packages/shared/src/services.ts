import type { ProductList, Product } from './catalogue';
import type { ProductListQuery } from './catalogue-schemas';
import type { Blog, BlogList } from './blog';
import type { BlogListQuery } from './blog-schemas';
import type { NewsletterResult } from './newsletter';
import type { ShopSettings } from './settings';
import type { Viewer } from './account';

/**
 * What the server hands to the web app's loaders and actions (React Router's load context).
 * The server implements it; the web app only sees this interface.
 */
export interface ShopServices {
  catalogue: {
    listProducts(query: ProductListQuery): Promise<ProductList>;
    getProduct(id: string): Promise<Product | null>;
  };
  blog: {
    listBlogs(query: BlogListQuery): Promise<BlogList>;
    getBlog(id: string): Promise<Blog | null>;
    listTitles(): Promise<Pick<Blog, '_id' | 'title' | 'date'>[]>;
  };
  newsletter: {
    subscribe(email: string): Promise<NewsletterResult>;
  };
  settings: {
    get(): Promise<ShopSettings>;
  };
}

/** React Router's load context for one request: the services, who is asking, and the public origin if configured. */
export type ShopLoadContext = {
  services: ShopServices;
  viewer(): Promise<Viewer | null>;
  /** Google sign-in is configured (GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET). */
  googleSignIn: boolean;
  /** Card payments are configured (Stripe keys); the payment page then loads Stripe.js with this publishable key. */
  cardPayments: boolean;
  stripePublishableKey?: string;
  publicUrl?: string;
};
