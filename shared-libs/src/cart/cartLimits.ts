/** The cart's quantity bounds: the cart slice and the API's checkout hold lines to the same ones. */
export const MAX_CART_QUANTITY = 9999;

/** A whole number between 1 and MAX_CART_QUANTITY; anything else becomes the nearest valid value. */
export function clampQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return 1;
  return Math.min(MAX_CART_QUANTITY, Math.max(1, Math.floor(quantity)));
}
