import type { ProductList, Product } from './catalogue';
import type { ProductListQuery } from './catalogue-schemas';
import type { NewsletterResult } from './newsletter';

/**
 * What the server hands to the web app's loaders and actions (React Router's load context).
 * The server implements it; the web app only sees this interface.
 */
export interface ShopServices {
  catalogue: {
    listProducts(query: ProductListQuery): Promise<ProductList>;
    getProduct(id: string): Promise<Product | null>;
  };
  newsletter: {
    subscribe(email: string): Promise<NewsletterResult>;
  };
}
