import { useSyncExternalStore } from 'react';

/**
 * Shared state read by many roots (the mini cart and every add-to-cart button). Separate React roots share
 * no context, so state lives in a module-level store: widgets that import the same store module share one
 * instance, because the build puts a module imported by several widget chunks into one shared chunk.
 * A store is namespaced by where it lives: the module and variable are named after the contract it models
 * (`widgets/shop/cart.ts`'s `cartStore`, WooCommerce's cart), so two never collide.
 */
export interface Store<S> {
  get(): S;
  set(next: S | ((previous: S) => S)): void;
  subscribe(listener: () => void): () => void;
}

export function createStore<S>(initial: S): Store<S> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(next) {
      const value = typeof next === 'function' ? (next as (previous: S) => S)(state) : next;
      if (Object.is(value, state)) return;
      state = value;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useStore<S>(store: Store<S>): S {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
