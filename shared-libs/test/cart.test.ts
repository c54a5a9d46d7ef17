import { setupPublicStore } from '@vitrin/shared-libs/store/publicStore';
import {
  addToCart,
  CART_STORAGE_KEY,
  clearCart,
  persistCart,
  removeFromCart,
  selectCartCount,
  selectCartItems,
  selectCartQuantity,
  selectIsInCart,
  toCartProduct,
  toggleProduct,
  updateQuantity,
  type CartProduct,
} from '@vitrin/shared-libs/cart/cartSlice';

const product = (token: string, code = `AS-${token}`): CartProduct => ({
  token,
  code,
  seo_name: `air-spring-${token}`,
  image: null,
  name_en: `Air spring ${token}`,
  name_tr: `Hava körüğü ${token}`,
});

function freshStore() {
  const store = setupPublicStore();
  const stop = persistCart(store);
  return { store, stop };
}

afterEach(() => localStorage.clear());

describe('cart slice', () => {
  it('starts empty and adds products by token in the order they came', () => {
    const { store, stop } = freshStore();
    expect(selectCartCount(store.getState())).toBe(0);
    store.dispatch(addToCart({ product: product('a'), quantity: 2 }));
    store.dispatch(addToCart({ product: product('b') }));
    expect(selectCartItems(store.getState()).map((item) => [item.product.token, item.quantity])).toEqual([
      ['a', 2],
      ['b', 1],
    ]);
    expect(selectCartCount(store.getState())).toBe(2);
    expect(selectCartQuantity(store.getState())).toBe(3);
    stop();
  });

  it('adds to the quantity of a product already in the cart', () => {
    const { store, stop } = freshStore();
    store.dispatch(addToCart({ product: product('a'), quantity: 2 }));
    store.dispatch(addToCart({ product: product('a'), quantity: 3 }));
    expect(selectCartItems(store.getState())).toEqual([{ product: product('a'), quantity: 5 }]);
    stop();
  });

  it('toggles a product in and out by token', () => {
    const { store, stop } = freshStore();
    store.dispatch(toggleProduct(product('a')));
    expect(selectIsInCart(store.getState(), 'a')).toBe(true);
    store.dispatch(toggleProduct(product('a')));
    expect(selectIsInCart(store.getState(), 'a')).toBe(false);
    expect(selectCartCount(store.getState())).toBe(0);
    stop();
  });

  it('updates a quantity within 1..9999 and removes and clears', () => {
    const { store, stop } = freshStore();
    store.dispatch(addToCart({ product: product('a') }));
    store.dispatch(addToCart({ product: product('b') }));
    store.dispatch(updateQuantity({ token: 'a', quantity: 7 }));
    store.dispatch(updateQuantity({ token: 'b', quantity: 0 }));
    expect(selectCartItems(store.getState()).map((item) => item.quantity)).toEqual([7, 1]);
    store.dispatch(updateQuantity({ token: 'a', quantity: 100000 }));
    expect(selectCartItems(store.getState())[0]?.quantity).toBe(9999);
    store.dispatch(removeFromCart('a'));
    expect(selectCartItems(store.getState()).map((item) => item.product.token)).toEqual(['b']);
    store.dispatch(clearCart());
    expect(selectCartItems(store.getState())).toEqual([]);
    stop();
  });

  it('is kept in local storage and read back by the next store (a reload)', () => {
    const { store, stop } = freshStore();
    store.dispatch(addToCart({ product: product('a'), quantity: 4 }));
    store.dispatch(addToCart({ product: product('b') }));
    stop();
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '{}').tokens).toEqual(['a', 'b']);

    const reloaded = setupPublicStore();
    expect(selectCartItems(reloaded.getState()).map((item) => [item.product.name_tr, item.quantity])).toEqual([
      ['Hava körüğü a', 4],
      ['Hava körüğü b', 1],
    ]);
  });

  it('ignores an unreadable stored cart', () => {
    localStorage.setItem(CART_STORAGE_KEY, '{"tokens":["x"],"items":{}}');
    expect(selectCartCount(setupPublicStore().getState())).toBe(0);
    localStorage.setItem(CART_STORAGE_KEY, 'not json');
    expect(selectCartCount(setupPublicStore().getState())).toBe(0);
  });

  it('takes in a cart another tab stored', () => {
    const { store, stop } = freshStore();
    const other = { items: { z: { product: product('z'), quantity: 3 } }, tokens: ['z'] };
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(other));
    window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY }));
    expect(selectCartItems(store.getState())).toEqual([{ product: product('z'), quantity: 3 }]);
    stop();
  });

  it('keeps only the summary fields of a product, with every language name', () => {
    const summary = {
      id: 4,
      token: 't1',
      code: '4881 NP01',
      seo_name: 'air-spring-4881',
      section: 'air_springs' as const,
      category_id: 1,
      sub_category_id: null,
      transporter_types: [],
      image: null,
      queue: 1,
      name_en: 'Air spring',
      name_tr: 'Hava körüğü',
      name_de: null,
    };
    expect(toCartProduct(summary)).toEqual({
      token: 't1',
      code: '4881 NP01',
      seo_name: 'air-spring-4881',
      image: null,
      name_en: 'Air spring',
      name_tr: 'Hava körüğü',
      name_de: null,
    });
  });
});
