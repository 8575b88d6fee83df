import type { ProductList, Product } from './catalogue';
import type { OptionValues, ProductListQuery } from './catalogue-schemas';
import type { Category } from './catalogue';
import type { Blog, BlogList } from './blog';
import type { BlogListQuery } from './blog-schemas';
import type { NewsletterResult } from './newsletter';
import type { ShopSettings } from './settings';
import type { SettingsChange } from './settings-schemas';
import type { Viewer } from './account';
import type { Order, OrderList, OrderListQuery, PlaceOrderBody } from './order-schemas';
import type { OrderStatus, PaymentMethod, ProviderMethod } from './order';
import type { DashboardSummary } from './dashboard-schemas';
import type { Place } from './location-schemas';
import type { CourierSetup } from './courier';
import type { DiscountCode } from './discount-schemas';
import type { AuditList, AuditListQuery } from './audit-schemas';

/**
 * What the server hands to the web app's loaders and actions (React Router's load context).
 * The server implements it; the web app only sees this interface.
 */
export interface ShopServices {
  catalogue: {
    listProducts(query: ProductListQuery): Promise<ProductList>;
    getProduct(id: string): Promise<Product | null>;
    /** The sizes and lengths the pieces on sale (in `category`, when given) come in, for the listing's filter. */
    optionValues(category?: Category): Promise<OptionValues>;
  };
  blog: {
    listBlogs(query: BlogListQuery): Promise<BlogList>;
    getBlog(id: string): Promise<Blog | null>;
    listTitles(): Promise<Pick<Blog, '_id' | 'title' | 'date' | 'lang'>[]>;
  };
  newsletter: {
    subscribe(email: string): Promise<NewsletterResult>;
  };
  settings: {
    get(): Promise<ShopSettings>;
    /** Staff only: saves every setting at once; every instance reads the new values on its next request. */
    update(viewer: Viewer, settings: SettingsChange): Promise<ShopSettings>;
  };
  /** Orders decide who may see or change what from the viewer: the same rules for API routes and pages. */
  orders: {
    /**
     * Places an order for the viewer, or a guest's (`viewer` null); the same idempotency key places it once.
     * Shortfalls are 409s naming the piece.
     */
    placeOrder(viewer: Viewer | null, body: PlaceOrderBody, options?: { idempotencyKey?: string }): Promise<Order>;
    /** The viewer's own orders, newest first; staff see everyone's, filterable. */
    listOrders(viewer: Viewer, query: OrderListQuery): Promise<OrderList>;
    /**
     * The order if the viewer may see it (their own, or staff) or `token` is its signed link; null otherwise (others'
     * orders are "not found").
     */
    getOrder(viewer: Viewer | null, id: string, token?: string): Promise<Order | null>;
    /** The order's page for whoever holds its signed link (`/order-details/{id}?t=…`, in the order's language). */
    trackingPath(order: Pick<Order, '_id' | 'lang'>): string;
    /** Staff only: moves the order along the state machine (409 when the change is not allowed). */
    changeStatus(viewer: Viewer, id: string, status: OrderStatus): Promise<Order>;
  };
  locations: {
    /** The 64 districts, each with the delivery zone it is priced in. */
    districts(): Promise<Place[]>;
    /** Districts and areas by id, named for staff (`Savar, Dhaka`). */
    named(ids: readonly string[]): Promise<{ id: string; name: string }[]>;
  };
  payments: {
    /** The ways to pay the payment page offers, in the owner's order: providers only once configured. */
    availableMethods(): Promise<PaymentMethod[]>;
  };
  discounts: {
    /** Staff only (403 otherwise): every discount code, newest first, with its uses and what it brought in. */
    list(viewer: Viewer): Promise<DiscountCode[]>;
  };
  dashboard: {
    /** Staff only (403 otherwise): the overview's sales, order counts and to-dos, in Dhaka days. */
    summary(viewer: Viewer): Promise<DashboardSummary>;
  };
  audit: {
    /** Staff only (403 otherwise): one page of what staff changed, newest first, and everyone who appears in it. */
    list(viewer: Viewer, query: AuditListQuery): Promise<AuditList>;
  };
}

/** React Router's load context for one request: the services, who is asking, and the public origin if configured. */
export type ShopLoadContext = {
  services: ShopServices;
  viewer(): Promise<Viewer | null>;
  /** Google sign-in is configured (GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET). */
  googleSignIn: boolean;
  /** Providers whose credentials are configured (whether the owner offers them is a setting). */
  providers: ProviderMethod[];
  /** Each courier, whether it is set up, and what it still needs. */
  couriers: CourierSetup[];
  /** Stripe's publishable key, when card payments are configured: the payment page loads Stripe.js with it. */
  stripePublishableKey?: string;
  /** The shop's own origin for absolute links (PUBLIC_URL, or the address asked when the shop trusts it). */
  origin: string;
  /** The nonce this page's Content-Security-Policy allows inline scripts with. */
  cspNonce?: string;
};
