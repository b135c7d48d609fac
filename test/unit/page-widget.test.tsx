import { act } from 'react';
import { afterEach, expect, test } from 'vitest';
import type { HostList } from '../../loader/contract/types';
import { reactPageWidget } from '../../toolkit/react/react-widget';
import { fakeContext } from './helpers/context';

afterEach(() => {
  document.body.innerHTML = '';
});

/** A HostList the test changes, as the loader does when markup comes and goes. */
function liveList(initial: HTMLElement[]) {
  let hosts = [...initial];
  const listeners = new Set<(added: readonly HTMLElement[], removed: readonly HTMLElement[]) => void>();
  const list: HostList = {
    current: () => [...hosts],
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    list,
    listenerCount: () => listeners.size,
    change(next: HTMLElement[]) {
      const added = next.filter((host) => !hosts.includes(host));
      const removed = hosts.filter((host) => !next.includes(host));
      hosts = next;
      for (const listener of listeners) listener(added, removed);
    },
  };
}

function link(id: string): HTMLElement {
  const element = document.createElement('a');
  element.id = id;
  document.body.append(element);
  return element;
}

test('a page widget renders once for every element it serves, and follows the list as it changes', async () => {
  const output = document.createElement('output');
  document.body.append(output);
  const widget = reactPageWidget({
    component: ({ hosts }) => {
      output.textContent = hosts.map((host) => host.id).join(',');
      return null;
    },
  });
  const [a, b, c] = [link('a'), link('b'), link('c')];
  const live = liveList([a, b]);
  let teardown = () => {};
  await act(async () => {
    teardown = widget.mount(live.list, fakeContext('lightbox'));
  });
  expect(widget.kind).toBe('page');
  expect(output.textContent).toBe('a,b');

  await act(async () => live.change([b, c]));
  expect(output.textContent).toBe('b,c');

  await act(async () => teardown());
  expect(live.listenerCount()).toBe(0);
});

test('an element arriving between the first render and the subscription is not missed', async () => {
  const seen: string[] = [];
  const [a, b] = [link('a'), link('b')];
  const live = liveList([a]);
  const widget = reactPageWidget({
    component: ({ hosts }) => {
      // The list changes during the first render, before the widget has subscribed to it.
      if (seen.length === 0) live.change([a, b]);
      seen.push(hosts.map((host) => host.id).join(','));
      return null;
    },
  });
  let teardown = () => {};
  await act(async () => {
    teardown = widget.mount(live.list, fakeContext('lightbox'));
  });
  expect(seen.at(-1)).toBe('a,b');
  await act(async () => teardown());
});
