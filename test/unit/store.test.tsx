import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createStore, type Store, useStore, useStoreInStep } from '../../toolkit/react/store';
import { type TestRoot, testRoot } from './helpers/render';

/** The store, counting who listens to it. */
function countingListeners<S>(store: Store<S>): Store<S> & { listening(): number } {
  let listening = 0;
  return {
    ...store,
    subscribe(listener) {
      listening += 1;
      const unsubscribe = store.subscribe(listener);
      return () => {
        listening -= 1;
        unsubscribe();
      };
    },
    listening: () => listening,
  };
}

describe('createStore', () => {
  test('get, set a value, set with an updater', () => {
    const store = createStore(1);
    expect(store.get()).toBe(1);
    store.set(5);
    expect(store.get()).toBe(5);
    store.set((previous) => previous * 2);
    expect(store.get()).toBe(10);
  });

  test.each([
    { case: 'a new value', next: 2, calls: 1 },
    { case: 'the same value', next: 1, calls: 0 },
  ])('listeners hear $case $calls time(s)', ({ next, calls }) => {
    const store = createStore(1);
    const listener = vi.fn();
    store.subscribe(listener);
    store.set(next);
    expect(listener).toHaveBeenCalledTimes(calls);
  });

  test('an object is compared by identity: an updater returning the previous state notifies no one', () => {
    const store = createStore({ count: 0 });
    const listener = vi.fn();
    store.subscribe(listener);
    store.set((previous) => previous);
    expect(listener).not.toHaveBeenCalled();
    store.set((previous) => ({ ...previous }));
    expect(listener).toHaveBeenCalledOnce();
  });

  test('NaN to NaN is no change (Object.is)', () => {
    const store = createStore(Number.NaN);
    const listener = vi.fn();
    store.subscribe(listener);
    store.set(Number.NaN);
    expect(listener).not.toHaveBeenCalled();
  });

  test('unsubscribe stops notifications; other listeners go on', () => {
    const store = createStore(0);
    const first = vi.fn();
    const second = vi.fn();
    const unsubscribe = store.subscribe(first);
    store.subscribe(second);
    unsubscribe();
    store.set(1);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledOnce();
  });

  test('a listener that unsubscribes another during a notification does not skip anyone this round', () => {
    const store = createStore(0);
    const order: string[] = [];
    let unsubscribeB = () => {};
    store.subscribe(() => {
      order.push('a');
      unsubscribeB();
    });
    unsubscribeB = store.subscribe(() => order.push('b'));
    store.subscribe(() => order.push('c'));
    store.set(1);
    store.set(2);
    expect(order).toEqual(['a', 'b', 'c', 'a', 'c']);
  });

  test('listeners see the new state', () => {
    const store = createStore('a');
    const seen: string[] = [];
    store.subscribe(() => seen.push(store.get()));
    store.set('b');
    expect(seen).toEqual(['b']);
  });
});

describe('useStore', () => {
  const roots: TestRoot[] = [];

  afterEach(() => {
    for (const root of roots.splice(0)) root.unmount();
  });

  test('separate roots share one store and re-render on every change', () => {
    const store = createStore(0);
    const renders: string[] = [];
    const rootA = testRoot();
    const rootB = testRoot();
    roots.push(rootA, rootB);
    function Badge({ label }: { readonly label: string }) {
      const count = useStore(store);
      renders.push(`${label}${count}`);
      return null;
    }
    rootA.render(<Badge label="a" />);
    rootB.render(<Badge label="b" />);
    act(() => store.set(3));
    expect(renders).toEqual(['a0', 'b0', 'a3', 'b3']);
    act(() => store.set(3));
    expect(renders).toHaveLength(4);
  });

  test('renders the current value, and an unmounted component stops listening', () => {
    const store = createStore(4);
    const counted = countingListeners(store);
    const seen: number[] = [];
    function Value() {
      seen.push(useStore(counted));
      return null;
    }
    const root = testRoot();
    root.render(<Value />);
    expect(seen).toEqual([4]);
    expect(counted.listening()).toBeGreaterThan(0);
    root.unmount();
    expect(counted.listening()).toBe(0);
    store.set(5);
    expect(seen).toEqual([4]);
  });
});

describe('useStoreInStep', () => {
  test('each change is on the page when set returns, and an unmounted component stops listening', () => {
    const store = createStore('init');
    const counted = countingListeners(store);
    const container = document.createElement('div');
    const root = createRoot(container);
    function Status() {
      return <p data-status={useStoreInStep(counted)} />;
    }
    act(() => root.render(<Status />));
    expect(counted.listening()).toBe(1);
    const seen: (string | null | undefined)[] = [];
    act(() => {
      // Inside act, where a plain useStore would commit only when act returns.
      store.set('submitting');
      seen.push(container.firstElementChild?.getAttribute('data-status'));
      store.set('sent');
      seen.push(container.firstElementChild?.getAttribute('data-status'));
    });
    expect(seen).toEqual(['submitting', 'sent']);
    act(() => root.unmount());
    expect(counted.listening()).toBe(0);
  });
});
