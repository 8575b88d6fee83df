/**
 * Who may do what to which thing: the one place that says it. API routes declare one of these actions (a route that
 * declares none is refused), services ask before they act, and page loaders ask before they show. Free of zod, so a
 * page may import it.
 */
import type { Viewer } from './account';

export const ACTIONS = [
  'order.place',
  'phone.verify',
  'order.view',
  'order.list-all',
  'order.change-status',
  'order.export',
  'order.ship',
  'payment.start',
  'payment.refund',
  'product.write',
  'blog.write',
  'discount.write',
  'upload.create',
  'settings.update',
  'dashboard.view',
  'audit.view',
  'job.retry',
  'user.view',
  'user.rename',
] as const;
export type Action = (typeof ACTIONS)[number];

/** What an action is done to, as far as the rules care: whose it is. */
export interface Thing {
  /** The account the thing belongs to (an order's customer, an account itself). */
  ownerId?: string | null;
  /** An account's email, for rules about accounts. */
  email?: string;
  /** The viewer holds the thing's signed link (an order's tracking link): it opens that one thing, signed in or not. */
  viaLink?: boolean;
}

type Rule = (viewer: Viewer | null, thing: Thing | undefined) => boolean;

const anyone: Rule = () => true;
const staff: Rule = (viewer) => viewer?.role === 'admin';
/** The viewer's own thing; without a thing, whether the viewer could have one. */
const own: Rule = (viewer, thing) =>
  viewer !== null && (thing === undefined || (thing.ownerId != null && thing.ownerId === viewer.id));
const ownOrStaff: Rule = (viewer, thing) => staff(viewer, thing) || own(viewer, thing);
/** Holding the thing's signed link; without a thing, anyone might hold one. */
const viaLink: Rule = (_, thing) => thing === undefined || thing.viaLink === true;
const ownAccount: Rule = (viewer, thing) => viewer !== null && (thing === undefined || thing.email === viewer.email);

const RULES: Record<Action, Rule> = {
  /** Guests order too: their order is theirs by its number and phone, and by its link. */
  'order.place': anyone,
  /** Proving a phone number with a code sent to it, signed in or not. */
  'phone.verify': anyone,
  /** Customers see their own orders, anyone holding an order's link sees that order; staff see everyone's. */
  'order.view': (viewer, thing) => ownOrStaff(viewer, thing) || viaLink(viewer, thing),
  'order.list-all': staff,
  'order.change-status': staff,
  'order.export': staff,
  /** Booking couriers and taking returned parcels back. */
  'order.ship': staff,
  /** Only the customer pays their own order (a guest by its link). */
  'payment.start': (viewer, thing) => own(viewer, thing) || viaLink(viewer, thing),
  'payment.refund': staff,
  'product.write': staff,
  'blog.write': staff,
  /** Discount codes: made, seen with their figures, paused and deleted by staff. */
  'discount.write': staff,
  'upload.create': staff,
  'settings.update': staff,
  'dashboard.view': staff,
  /** The record of what staff changed: read by staff, written only by the shop itself. */
  'audit.view': staff,
  'job.retry': staff,
  /** An account's profile: its owner, or staff. */
  'user.view': (viewer, thing) => staff(viewer, thing) || ownAccount(viewer, thing),
  /** Only the owner renames an account. */
  'user.rename': ownAccount,
};

/**
 * May `viewer` (null: signed out) do `action` to `thing`? Without a thing: may they do it to some thing of that kind
 * (what a route checks before it has loaded anything).
 */
export function may(viewer: Viewer | null, action: Action, thing?: Thing): boolean {
  return RULES[action](viewer, thing);
}

/** Whether the action needs someone signed in at all: refusing a signed-out caller is a 401, anyone else a 403. */
export function needsSignIn(action: Action): boolean {
  return !RULES[action](null, undefined);
}
