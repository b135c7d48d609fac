import { useLayoutEffect, useReducer, useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';

/**
 * State with one owner and any number of readers. Shared state read by many roots (the mini cart and every
 * add-to-cart button): separate React roots share no context, so it lives in a module-level store; widgets
 * that import the same store module share one instance, because the build puts a module imported by several
 * widget chunks into one shared chunk. Such a store is namespaced by where it lives: the module and variable
 * are named after the contract it models (`widgets/families/shop/cart.ts`'s `cartStore`, WooCommerce's cart), so two
 * never collide. A store can also belong to one instance: each Contact Form 7 form's controller owns one.
 */
export interface Store<S> {
  get(): S;
  set(next: S | ((previous: S) => S)): void;
  subscribe(listener: () => void): () => void;
}

/** A store as its readers see it: only its owner sets it. */
export type ReadonlyStore<S> = Pick<Store<S>, 'get' | 'subscribe'>;

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

export function useStore<S>(store: ReadonlyStore<S>): S {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

/**
 * Like `useStore`, but every change is on the page when `set` returns: for an owner that dispatches events
 * right after a change, whose listeners must find the page in step (Contact Form 7's status events). It
 * subscribes in the commit that mounts the component, so no change between mount and paint is late.
 */
export function useStoreInStep<S>(store: ReadonlyStore<S>): S {
  const [, render] = useReducer((count: number) => count + 1, 0);
  useLayoutEffect(() => store.subscribe(() => flushSync(render)), [store]);
  return store.get();
}
