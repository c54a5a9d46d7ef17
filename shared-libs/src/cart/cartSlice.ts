/**
 * The quote-style cart of the public site: products keyed by token with their quantity, plus
 * the list of tokens in the order they were added. Injected into the public store; kept in local storage so a
 * reload (and another tab) sees the same cart. mf-public's cart screens and mf-catalogue's product page share it.
 */
import { createSelector, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { publicReducer, publicStore, type PublicState } from '@vitrin/shared-libs/store/publicStore';
import { clampQuantity } from '@vitrin/shared-libs/cart/cartLimits';
import type { ImageAsset, Localized, ProductSummary } from '@vitrin/shared-libs/types/api';

/** What the cart keeps of a product: enough to show a line and link back to it without another request. */
export type CartProduct = {
  token: string;
  code: string;
  seo_name: string;
  image: ImageAsset | null;
} & Localized<'name'>;

export interface CartItem {
  product: CartProduct;
  quantity: number;
  /** The server said, at checkout, that this product is no longer sold: the line is shown so, to be removed. */
  unavailable?: boolean;
}

export interface CartState {
  items: Record<string, CartItem>;
  tokens: string[];
}

export const CART_STORAGE_KEY = 'cart';

const emptyCart = (): CartState => ({ items: {}, tokens: [] });

/** The cart's copy of a product from any list or detail answer (per-language names included). */
export function toCartProduct(product: Pick<ProductSummary, 'token' | 'code' | 'seo_name' | 'image'>): CartProduct {
  const names = Object.fromEntries(
    Object.entries(product).filter(([key, value]) => key.startsWith('name_') && (typeof value === 'string' || value === null)),
  ) as Localized<'name'>;
  return { ...names, token: product.token, code: product.code, seo_name: product.seo_name, image: product.image };
}

function isCartState(value: unknown): value is CartState {
  if (!value || typeof value !== 'object') return false;
  const { items, tokens } = value as CartState;
  return (
    Array.isArray(tokens) &&
    !!items &&
    typeof items === 'object' &&
    tokens.every((token) => typeof token === 'string' && items[token] && typeof items[token].quantity === 'number')
  );
}

/** The stored cart, or an empty one when nothing (or something unreadable) is stored. */
export function readStoredCart(): CartState {
  if (typeof localStorage === 'undefined') return emptyCart();
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? 'null');
    return isCartState(parsed) ? parsed : emptyCart();
  } catch {
    return emptyCart();
  }
}

export const cartSlice = createSlice({
  name: 'cart',
  initialState: readStoredCart,
  reducers: {
    addToCart(state, action: PayloadAction<{ product: CartProduct; quantity?: number }>) {
      const { product, quantity = 1 } = action.payload;
      const existing = state.items[product.token];
      if (existing) {
        existing.quantity = clampQuantity(existing.quantity + quantity);
        existing.product = product;
        // Added again from a page that shows it: it is sold again.
        delete existing.unavailable;
      } else {
        state.items[product.token] = { product, quantity: clampQuantity(quantity) };
        state.tokens.push(product.token);
      }
    },
    /** Toggling a product adds or removes it by token. */
    toggleProduct(state, action: PayloadAction<CartProduct>) {
      const product = action.payload;
      if (state.items[product.token]) {
        delete state.items[product.token];
        state.tokens = state.tokens.filter((token) => token !== product.token);
      } else {
        state.items[product.token] = { product, quantity: 1 };
        state.tokens.push(product.token);
      }
    },
    updateQuantity(state, action: PayloadAction<{ token: string; quantity: number }>) {
      const item = state.items[action.payload.token];
      if (item) item.quantity = clampQuantity(action.payload.quantity);
    },
    /** The products the server no longer knows (a checkout's answer): their lines are marked. */
    markUnavailable(state, action: PayloadAction<string[]>) {
      for (const token of action.payload) {
        const item = state.items[token];
        if (item) item.unavailable = true;
      }
    },
    removeFromCart(state, action: PayloadAction<string>) {
      delete state.items[action.payload];
      state.tokens = state.tokens.filter((token) => token !== action.payload);
    },
    clearCart() {
      return emptyCart();
    },
    /** Another tab changed the stored cart. */
    cartReplaced(_state, action: PayloadAction<CartState>) {
      return action.payload;
    },
  },
});

export const { addToCart, toggleProduct, updateQuantity, markUnavailable, removeFromCart, clearCart, cartReplaced } =
  cartSlice.actions;

declare module '@vitrin/shared-libs/store/publicStore' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface PublicLazySlices extends WithSlice<typeof cartSlice> {}
}

cartSlice.injectInto(publicReducer);
// The page's store existed before this module: one action makes it take in the stored cart now.
publicStore.dispatch({ type: 'cart/injected' });

const EMPTY_CART: CartState = Object.freeze({ items: {}, tokens: [] });

/** The cart's state from the public store's root state. */
export const selectCart = (state: PublicState): CartState => state.cart ?? EMPTY_CART;

/** The cart's lines in the order they were added. */
export const selectCartItems = createSelector([selectCart], (cart) =>
  cart.tokens.map((token) => cart.items[token]).filter((item): item is CartItem => item !== undefined),
);

/** How many different products are in the cart (the navbar badge). */
export const selectCartCount = (state: PublicState): number => selectCart(state).tokens.length;

/** The sum of all quantities. */
export const selectCartQuantity = createSelector([selectCartItems], (items) =>
  items.reduce((sum, item) => sum + item.quantity, 0),
);

export const selectIsInCart = (state: PublicState, token: string): boolean => token in selectCart(state).items;

interface CartStore {
  getState(): PublicState;
  dispatch(action: PayloadAction<CartState>): unknown;
  subscribe(listener: () => void): () => void;
}

/**
 * Mirrors the store's cart to local storage and takes in changes other tabs make. Returns the stop function
 * (an effect's cleanup).
 */
export function persistCart(store: CartStore): () => void {
  let previous = store.getState().cart;
  const unsubscribe = store.subscribe(() => {
    const cart = store.getState().cart;
    if (!cart || cart === previous) return;
    previous = cart;
    try {
      localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(cart));
    } catch {
      // A full or disabled storage leaves the cart working for this page.
    }
  });
  const onStorage = (event: StorageEvent) => {
    if (event.key !== CART_STORAGE_KEY) return;
    const next = readStoredCart();
    previous = next;
    store.dispatch(cartReplaced(next));
  };
  window.addEventListener('storage', onStorage);
  return () => {
    unsubscribe();
    window.removeEventListener('storage', onStorage);
  };
}

// The page's one store keeps its cart across reloads from the moment any screen imports the cart.
if (typeof window !== 'undefined') persistCart(publicStore);
