import { RequestError } from '../../../toolkit/dom/http';
import { themeString } from '../../../toolkit/dom/page-globals';
import type { CartCheck } from './cart';

/**
 * What the shop says to visitors. The theme's strings come from `ioa_localize` (its English defaults here);
 * the failure messages are the bundle's own, for calls whose failure the replaced scripts left silent.
 */
export const themeStrings = {
  adding: () => themeString('adding', 'Adding…'),
  added: () => themeString('added', 'Added'),
  addedToCart: () => themeString('added_to_cart', 'Added to cart'),
  thanks: () => themeString('thanks', 'Thank you! It is in your cart.'),
  addToWishlist: () => themeString('add_to_wishlist', 'Add to wishlist'),
  inWishlist: () => themeString('in_wishlist', 'In wishlist'),
  viewWishlist: () => themeString('view_wishlist', 'View list'),
  emptyWishlist: () => themeString('empty_wishlist', 'Your wishlist is empty.'),
};

export type CartFailure = 'network' | 'timeout' | 'refused';

/** What a failed cart call means for the visitor: no answer, no answer in time, or an answer that is not a yes. */
export function cartFailureOf(error: unknown): CartFailure {
  if (!(error instanceof RequestError)) return 'network';
  if (error.kind === 'timeout') return 'timeout';
  return error.kind === 'http' || error.kind === 'invalid-json' ? 'refused' : 'network';
}

/** Why an add did not happen, and what the visitor can do about it. */
export function addFailedMessage(failure: CartFailure): string {
  switch (failure) {
    case 'network':
      return 'Not added to your cart: you seem to be offline. Please try again.';
    case 'timeout':
      return 'The shop did not answer in time, so this may not be in your cart. Please check your cart or try again.';
    case 'refused':
      return 'Not added to your cart: the shop could not add it. Please try again.';
  }
}

/**
 * An add with no answer in time, once the cart has been fetched again: what it holds of the product. Unknown
 * (the cart could not be fetched either) keeps the timeout's own message.
 */
export function timeoutCheckedMessage(check: CartCheck): string {
  switch (check.kind) {
    case 'in-cart':
      return `The shop was slow to answer, but this is in your cart: ${check.name ? `${check.name} × ${check.quantity}` : `quantity ${check.quantity}`}.`;
    case 'not-in-cart':
      return 'The shop did not answer in time, and this is not in your cart. Please try again.';
    case 'unknown':
      return addFailedMessage('timeout');
  }
}

export const cartUpdatedMessage = 'Your cart has been updated.';
export const removedFromCartMessage = 'The item has been removed from your cart.';
export const removedFromWishlistMessage = 'Removed from your wishlist.';
export const wishlistFailedMessage = 'Your wishlist could not be loaded.';
export const tryAgainLabel = 'Try again';
