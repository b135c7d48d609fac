import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { loadScript } from '../../toolkit/dom/load-script';

/**
 * happy-dom would try to fetch an appended script (and fail it, JavaScript file loading being off), so the
 * scripts are captured instead of appended, and each test fires their load or error events itself.
 */
let appended: HTMLScriptElement[];
let unique = 0;

beforeEach(() => {
  appended = [];
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    for (const node of nodes) if (node instanceof HTMLScriptElement) appended.push(node);
  });
});

afterEach(() => {
  document.head.replaceChildren();
});

/** A URL no earlier test loaded (the module remembers every URL for the page's lifetime). */
function url(name = 'lib'): string {
  unique += 1;
  return `https://cdn.example/${name}-${unique}.js`;
}

function settledState(promise: Promise<void>): Promise<string> {
  return promise.then(
    () => 'resolved',
    (error: Error) => `rejected: ${error.message}`,
  );
}

/** Whether a promise has settled by the time already-queued microtasks have run. */
async function isSettled(promise: Promise<void>): Promise<boolean> {
  let settled = false;
  promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  for (let i = 0; i < 3; i++) await Promise.resolve();
  return settled;
}

describe('loadScript', () => {
  test('appends one async script and resolves on load', async () => {
    const src = url();
    const loading = loadScript(src);
    expect(appended).toHaveLength(1);
    const [script] = appended;
    expect(script?.src).toBe(src);
    expect(script?.async).toBe(true);
    expect(await isSettled(loading)).toBe(false);
    script?.dispatchEvent(new Event('load'));
    expect(await settledState(loading)).toBe('resolved');
  });

  test('concurrent and later calls for one URL share the script and the promise', async () => {
    const src = url();
    const first = loadScript(src);
    const second = loadScript(src);
    expect(second).toBe(first);
    appended[0]?.dispatchEvent(new Event('load'));
    await first;
    expect(loadScript(src)).toBe(first);
    expect(appended).toHaveLength(1);
  });

  test('a library already on the page is not loaded again', async () => {
    const loading = loadScript(url(), { ready: () => true });
    expect(appended).toEqual([]);
    expect(await settledState(loading)).toBe('resolved');
  });

  test.each([
    { case: 'ready after load', ready: () => true, expected: 'resolved' },
    { case: 'no ready check', ready: undefined, expected: 'resolved' },
  ])('$case: resolves', async ({ ready, expected }) => {
    let loaded = false;
    const loading = loadScript(url(), { ready: ready && (() => loaded && ready()) });
    loaded = true;
    appended[0]?.dispatchEvent(new Event('load'));
    expect(await settledState(loading)).toBe(expected);
  });

  test('loaded but not ready: rejects, naming the URL', async () => {
    const src = url();
    const loading = loadScript(src, { ready: () => false });
    appended[0]?.dispatchEvent(new Event('load'));
    expect(await settledState(loading)).toBe(`rejected: ${src} loaded but is not ready`);
  });

  test('a network error rejects, and a later call tries again with a new script', async () => {
    const src = url();
    const failed = loadScript(src);
    appended[0]?.dispatchEvent(new Event('error'));
    expect(await settledState(failed)).toBe(`rejected: ${src} could not be loaded`);
    const retry = loadScript(src);
    expect(retry).not.toBe(failed);
    expect(appended).toHaveLength(2);
    appended[1]?.dispatchEvent(new Event('load'));
    expect(await settledState(retry)).toBe('resolved');
  });

  test("the script gets the nonce it is given (the bundle's, from ctx.nonce), and none without one", () => {
    void loadScript(url(), { nonce: 'n0nce' }).catch(() => {});
    void loadScript(url()).catch(() => {});
    expect(appended.map((script) => script.nonce ?? '')).toEqual(['n0nce', '']);
  });
});
