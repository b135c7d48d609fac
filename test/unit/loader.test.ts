import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { ModuleSource } from '../../loader/chunks';
import { FAILED_ATTRIBUTE, MOUNTED_ATTRIBUTE, STRATEGY_ATTRIBUTE } from '../../loader/contract/markers';
import type {
  HostList,
  JQueryLike,
  MountContext,
  PageWidget,
  Strategy,
  WidgetDefinition,
  WidgetModule,
} from '../../loader/contract/types';
import { Loader } from '../../loader/loader';
import { ReportedError } from '../../toolkit/dom/options';
import { fakeConsole } from './helpers/context';

/** One element widget: records each mount, its context and its teardown. */
function elementWidget(name: string, strategy: Strategy = 'now', extra: Partial<WidgetDefinition> = {}) {
  const mounts: Array<{ host: HTMLElement; ctx: MountContext }> = [];
  const teardown = vi.fn();
  const mount = vi.fn((host: HTMLElement, ctx: MountContext) => {
    mounts.push({ host, ctx });
    return () => teardown(host);
  });
  const module: WidgetModule = { widget: { mount } };
  const definition: WidgetDefinition = { name, strategy, load: () => Promise.resolve(module), ...extra };
  return { definition, module, mount, mounts, teardown };
}

/** Hands the loader each definition's module, and remembers every load so a test can wait for them. */
class FakeSource implements ModuleSource {
  readonly loads: Promise<unknown>[] = [];
  load(definition: WidgetDefinition): Promise<WidgetModule> {
    const loading = definition.load();
    this.loads.push(loading);
    return loading;
  }
  async settled(): Promise<void> {
    let count = -1;
    while (count !== this.loads.length) {
      count = this.loads.length;
      await Promise.allSettled(this.loads);
    }
  }
}

let source: FakeSource;
let console_: ReturnType<typeof fakeConsole>;
let loaders: Loader[];

beforeEach(() => {
  source = new FakeSource();
  console_ = fakeConsole();
  loaders = [];
});

afterEach(() => {
  for (const loader of loaders) loader.stop();
  document.body.replaceChildren();
  delete (globalThis as { jQuery?: unknown }).jQuery;
  vi.unstubAllGlobals();
});

function createLoader(definitions: readonly WidgetDefinition[]): Loader {
  const loader = new Loader({ definitions, chunks: source, version: 'test', console: console_ });
  loaders.push(loader);
  return loader;
}

/** A loader over the page, started, with what it mounts at once mounted. */
async function startLoader(definitions: readonly WidgetDefinition[]): Promise<Loader> {
  const loader = createLoader(definitions);
  loader.start();
  await settle(loader);
  return loader;
}

/** Waits for the modules to load, the mutation observer to report, and the scheduler to run every mount. */
async function settle(loader: Loader): Promise<void> {
  // Mutation records are delivered in a microtask; a load may start from them, or from the start-up scan's
  // hooks, looked for in tasks after it when its time budget is gone.
  await Promise.resolve();
  await loader.idle();
  await source.settled();
  await loader.idle();
}

function page(html: string): void {
  document.body.innerHTML = html;
}

const byId = (id: string) => document.getElementById(id) as HTMLElement;

describe('discovery and mounting', () => {
  test('finds widgets by data-widget and by their hooks, and marks them mounted', async () => {
    const alpha = elementWidget('alpha', 'now', { hooks: ['.theme-alpha'] });
    page(
      '<div id="a" data-widget="alpha"></div><div id="b" class="theme-alpha"></div><div id="c" data-widget="beta"></div>',
    );
    await startLoader([alpha.definition]);
    expect(alpha.mounts.map(({ host }) => host.id)).toEqual(['a', 'b']);
    expect(byId('a').getAttribute(MOUNTED_ATTRIBUTE)).toBe('alpha');
    expect(byId('b').getAttribute(MOUNTED_ATTRIBUTE)).toBe('alpha');
    expect(byId('c').hasAttribute(MOUNTED_ATTRIBUTE)).toBe(false);
    expect(console_.error).not.toHaveBeenCalled();
  });

  test('two widgets on one element: both mount, and the marker lists both', async () => {
    const alpha = elementWidget('alpha');
    const beta = elementWidget('beta');
    page('<div id="a" data-widget="alpha beta"></div>');
    await startLoader([alpha.definition, beta.definition]);
    expect(alpha.mount).toHaveBeenCalledOnce();
    expect(beta.mount).toHaveBeenCalledOnce();
    expect(byId('a').getAttribute(MOUNTED_ATTRIBUTE)).toBe('alpha beta');
  });

  test('start twice does not mount twice', async () => {
    const alpha = elementWidget('alpha');
    page('<div data-widget="alpha"></div>');
    const loader = createLoader([alpha.definition]);
    loader.start();
    loader.start();
    await settle(loader);
    expect(alpha.mount).toHaveBeenCalledOnce();
  });

  test('each instance gets its own context: name, a unique id, a live signal and a reporter', async () => {
    const alpha = elementWidget('alpha');
    page('<div id="a" data-widget="alpha"></div><div id="b" data-widget="alpha"></div>');
    await startLoader([alpha.definition]);
    const [first, second] = alpha.mounts.map(({ ctx }) => ctx);
    expect(first?.name).toBe('alpha');
    expect(first?.id).toMatch(/^wgt\d+$/);
    expect(second?.id).toMatch(/^wgt\d+$/);
    expect(first?.id).not.toBe(second?.id);
    expect(first?.signal.aborted).toBe(false);
    first?.warn(byId('a'), 'a recoverable problem.');
    expect(console_.warn).toHaveBeenCalledWith(
      '[wp-widgets] alpha on <div id="a" data-widget="alpha">: a recoverable problem.',
      byId('a'),
    );
  });

  test('installs the jQuery plugins of a loaded module when jQuery is on the page', async () => {
    const installJQuery = vi.fn();
    const jQuery = Object.assign(() => ({}), { fn: {} }) as unknown as JQueryLike;
    (globalThis as { jQuery?: unknown }).jQuery = jQuery;
    const alpha = elementWidget('alpha');
    const definition = {
      ...alpha.definition,
      load: () => Promise.resolve({ ...alpha.module, installJQuery }),
    };
    page('<div data-widget="alpha"></div>');
    await startLoader([definition]);
    expect(installJQuery).toHaveBeenCalledWith(jQuery);
  });
});

describe('the start-up scan', () => {
  /** A clock that moves 1 ms each time it is read: the scan's budget (0.5 ms) is gone at its first reading. */
  function slowClock(): () => number {
    let now = 0;
    return () => {
      now += 1;
      return now;
    };
  }

  test('data-widget elements at once; hooks past its budget in tasks after it, those mounting at once first', async () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => {});
    const named = elementWidget('named', 'now');
    const later = elementWidget('later', 'idle', { hooks: ['.theme-later'] });
    const first = elementWidget('first', 'now', { hooks: ['.theme-first'] });
    const third = elementWidget('third', 'now', { hooks: ['.theme-third'] });
    page(
      '<div id="l" class="theme-later"></div><div id="f" class="theme-first"></div><div id="t" class="theme-third"></div><div id="n" data-widget="named"></div>',
    );
    const loader = new Loader({
      definitions: [named.definition, later.definition, first.definition, third.definition],
      chunks: source,
      version: 'test',
      console: console_,
      now: slowClock(),
    });
    loaders.push(loader);
    const loads = vi.spyOn(source, 'load');
    loader.start();
    // In the start-up task, its budget gone: the named element alone.
    expect(loads.mock.calls.map(([definition]) => definition.name)).toEqual(['named']);
    await loader.idle();
    await source.settled();
    await loader.idle();
    expect(loads.mock.calls.map(([definition]) => definition.name)).toEqual(['named', 'first', 'third']);
    // Found too, waiting for idle time as its strategy says.
    expect(idle).toHaveLength(1);
    idle[0]?.();
    await settle(loader);
    expect(later.mounts.map(({ host }) => host.id)).toEqual(['l']);
    expect([named, first, third].map(({ mounts }) => mounts.map(({ host }) => host.id))).toEqual([
      ['n'],
      ['f'],
      ['t'],
    ]);
  });

  test('unmount right after start: the hooks the scan had yet to look for are not mounted later', async () => {
    const first = elementWidget('first', 'now', { hooks: ['.theme-first'] });
    const second = elementWidget('second', 'now', { hooks: ['.theme-second'] });
    page('<div id="f" class="theme-first"></div><div id="s" class="theme-second"></div>');
    const loader = new Loader({
      definitions: [first.definition, second.definition],
      chunks: source,
      version: 'test',
      console: console_,
      now: slowClock(),
    });
    loaders.push(loader);
    loader.start();
    loader.api.unmount(document.body);
    await loader.idle();
    await source.settled();
    await loader.idle();
    expect(first.mount).not.toHaveBeenCalled();
    expect(second.mount).not.toHaveBeenCalled();
    expect(document.querySelectorAll(`[${MOUNTED_ATTRIBUTE}]`)).toHaveLength(0);
  });

  test('stop during the scan: what it had yet to find is not looked for; a start after it scans afresh', async () => {
    const first = elementWidget('first', 'now', { hooks: ['.theme-first'] });
    const second = elementWidget('second', 'now', { hooks: ['.theme-second'] });
    page('<div id="f" class="theme-first"></div><div id="s" class="theme-second"></div>');
    const loader = new Loader({
      definitions: [first.definition, second.definition],
      chunks: source,
      version: 'test',
      console: console_,
      now: slowClock(),
    });
    loaders.push(loader);
    const loads = vi.spyOn(source, 'load');
    loader.start();
    loader.stop();
    await loader.idle();
    await source.settled();
    // Neither looked for nor loaded, as everything is unmounted.
    expect(loads).not.toHaveBeenCalled();
    // Started again, the new scan finds both, and idle waits for it (the first scan, left behind, does not end it).
    loader.start();
    await loader.idle();
    await source.settled();
    await loader.idle();
    expect(loads.mock.calls.map(([definition]) => definition.name).sort()).toEqual(['first', 'second']);
    expect([first, second].map(({ mounts }) => mounts.map(({ host }) => host.id))).toEqual([['f'], ['s']]);
  });

  test('a page widget waits on its first element in document order, found by a hook after a data-widget one', async () => {
    const mount = vi.fn((_hosts: HostList, _ctx: MountContext) => () => {});
    const definition: WidgetDefinition = {
      name: 'lightbox',
      kind: 'page',
      strategy: 'interaction',
      hooks: ['a.theme-link'],
      load: () => Promise.resolve({ widget: { kind: 'page', mount } as PageWidget }),
    };
    page('<a id="hooked" class="theme-link" href="#">one</a><a id="named" data-widget="lightbox">two</a>');
    const loader = createLoader([definition]);
    loader.start();
    await settle(loader);
    // The interaction strategy waits on the anchor: a focus on the first link in the page mounts it.
    byId('named').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await settle(loader);
    expect(mount).not.toHaveBeenCalled();
    byId('hooked').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await settle(loader);
    expect(mount).toHaveBeenCalledOnce();
    expect(mount.mock.calls[0]?.[0].current().map((host) => host.id)).toEqual(['hooked', 'named']);
  });
});

describe('strategies', () => {
  test('data-widget-load="now" overrides the widget strategy', async () => {
    const alpha = elementWidget('alpha', 'interaction');
    page(
      `<div id="now" data-widget="alpha" ${STRATEGY_ATTRIBUTE}="now"></div><div id="later" data-widget="alpha"></div>`,
    );
    await startLoader([alpha.definition]);
    expect(alpha.mounts.map(({ host }) => host.id)).toEqual(['now']);
    expect(byId('later').hasAttribute(MOUNTED_ATTRIBUTE)).toBe(false);
  });

  test('an unknown data-widget-load value falls back to the widget strategy', async () => {
    const alpha = elementWidget('alpha', 'now');
    page(`<div data-widget="alpha" ${STRATEGY_ATTRIBUTE}="whenever"></div>`);
    await startLoader([alpha.definition]);
    expect(alpha.mount).toHaveBeenCalledOnce();
  });

  test('interaction: mounts on the first pointer or focus', async () => {
    const alpha = elementWidget('alpha', 'interaction');
    page('<button id="a" data-widget="alpha"></button>');
    const loader = await startLoader([alpha.definition]);
    expect(alpha.mount).not.toHaveBeenCalled();
    byId('a').dispatchEvent(new Event('pointerover', { bubbles: true }));
    await settle(loader);
    expect(alpha.mount).toHaveBeenCalledOnce();
  });

  test('visible, without IntersectionObserver: mounts at once', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const alpha = elementWidget('alpha', 'visible');
    page('<div data-widget="alpha"></div>');
    await startLoader([alpha.definition]);
    expect(alpha.mount).toHaveBeenCalledOnce();
  });

  test('the default strategy is visible: with happy-dom (an observer that never reports) it mounts at idle', async () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => {});
    const alpha = elementWidget('alpha');
    const definition: WidgetDefinition = { name: 'alpha', load: alpha.definition.load };
    page('<div data-widget="alpha"></div>');
    const loader = await startLoader([definition]);
    expect(alpha.mount).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    idle[0]?.();
    await settle(loader);
    expect(alpha.mount).toHaveBeenCalledOnce();
  });
});

describe('isolation', () => {
  test('a widget whose mount throws: one console error naming widget and element; the others still mount', async () => {
    const good = elementWidget('good');
    const bad = elementWidget('bad');
    bad.mount.mockImplementation(() => {
      throw new Error('kaput');
    });
    page(
      '<div id="g1" data-widget="good"></div><div id="b1" class="x" data-widget="bad">server</div><div id="g2" data-widget="good"></div>',
    );
    await startLoader([bad.definition, good.definition]);
    expect(good.mounts.map(({ host }) => host.id)).toEqual(['g1', 'g2']);
    expect(console_.error).toHaveBeenCalledOnce();
    const [message, element] = console_.error.mock.calls[0] ?? [];
    expect(message).toMatch(
      /^\[wp-widgets\] bad on <div id="b1" class="x" data-widget="bad">: could not mount\b/,
    );
    expect(message).toContain('kaput');
    expect(element).toBe(byId('b1'));
    expect(byId('b1').getAttribute(FAILED_ATTRIBUTE)).toBe('bad');
    expect(byId('b1').hasAttribute(MOUNTED_ATTRIBUTE)).toBe(false);
    expect(byId('b1').innerHTML).toBe('server');
  });

  test('on one element, a failing widget does not stop the other', async () => {
    const good = elementWidget('good');
    const bad = elementWidget('bad');
    bad.mount.mockImplementation(() => {
      throw new Error('kaput');
    });
    page('<div id="a" data-widget="bad good"></div>');
    await startLoader([bad.definition, good.definition]);
    expect(byId('a').getAttribute(MOUNTED_ATTRIBUTE)).toBe('good');
    expect(byId('a').getAttribute(FAILED_ATTRIBUTE)).toBe('bad');
  });

  test('a ReportedError (options already reported) is not reported a second time', async () => {
    const bad = elementWidget('bad');
    bad.mount.mockImplementation(() => {
      throw new ReportedError('data-date is missing');
    });
    page('<div id="a" data-widget="bad"></div>');
    await startLoader([bad.definition]);
    expect(console_.error).not.toHaveBeenCalled();
    expect(byId('a').getAttribute(FAILED_ATTRIBUTE)).toBe('bad');
  });

  test('a module that fails to load: one error per widget, every element marked failed', async () => {
    const broken: WidgetDefinition = {
      name: 'broken',
      strategy: 'now',
      load: () => Promise.reject(new Error('404 Not Found')),
    };
    const good = elementWidget('good');
    page(
      '<div id="x1" data-widget="broken"></div><div id="x2" data-widget="broken"></div><div id="x3" data-widget="broken good"></div>',
    );
    await startLoader([broken, good.definition]);
    expect(console_.error).toHaveBeenCalledOnce();
    const [message, element] = console_.error.mock.calls[0] ?? [];
    expect(message).toMatch(/^\[wp-widgets\] broken on <html>: its code could not be loaded\b/);
    expect(message).toContain('404 Not Found');
    expect(element).toBe(document.documentElement);
    for (const id of ['x1', 'x2', 'x3']) expect(byId(id).getAttribute(FAILED_ATTRIBUTE)).toBe('broken');
    expect(byId('x3').getAttribute(MOUNTED_ATTRIBUTE)).toBe('good');
  });

  test('registry and module disagreeing on the kind: the instance fails with a message', async () => {
    const alpha = elementWidget('alpha', 'now', { kind: 'page' });
    page('<div id="a" data-widget="alpha"></div>');
    await startLoader([alpha.definition]);
    expect(alpha.mount).not.toHaveBeenCalled();
    expect(console_.error).toHaveBeenCalledOnce();
    expect(String(console_.error.mock.calls[0]?.[0])).toContain(
      'the registry and the module disagree on whether it is a page widget.',
    );
  });

  test('ctx.fail called twice in one turn (two errors in one commit) logs one error', async () => {
    const alpha = elementWidget('alpha');
    page('<div id="a" data-widget="alpha"></div>');
    await startLoader([alpha.definition]);
    const ctx = alpha.mounts[0]?.ctx as MountContext;
    ctx.fail(new Error('first effect broke'));
    ctx.fail(new Error('second effect broke'));
    await Promise.resolve();
    expect(console_.error).toHaveBeenCalledOnce();
    expect(alpha.teardown).toHaveBeenCalledOnce();
    // After the teardown, a late failure is ignored as well.
    ctx.fail(new Error('late'));
    expect(console_.error).toHaveBeenCalledOnce();
  });

  test('a teardown that throws is reported, and the rest still unmount', async () => {
    const alpha = elementWidget('alpha');
    alpha.mount.mockImplementationOnce(() => () => {
      throw new Error('stuck');
    });
    page('<div id="a" data-widget="alpha"></div><div id="b" data-widget="alpha"></div>');
    const loader = await startLoader([alpha.definition]);
    loader.api.unmount();
    expect(alpha.teardown).toHaveBeenCalledOnce();
    expect(console_.error).toHaveBeenCalledOnce();
    const [message, element, cause] = console_.error.mock.calls[0] ?? [];
    expect(message).toMatch(
      /^\[wp-widgets\] alpha on <div id="a" data-widget="alpha">: failed to unmount cleanly\b/,
    );
    expect(element).toBe(byId('a'));
    expect(cause).toEqual(new Error('stuck'));
  });

  test('ctx.fail after mounting: one error, teardown once, element marked failed', async () => {
    const alpha = elementWidget('alpha');
    page('<div id="a" data-widget="alpha"></div>');
    const loader = await startLoader([alpha.definition]);
    const ctx = alpha.mounts[0]?.ctx as MountContext;
    ctx.fail(new Error('render broke'));
    expect(console_.error).toHaveBeenCalledOnce();
    const [message] = console_.error.mock.calls[0] ?? [];
    expect(message).toMatch(
      /^\[wp-widgets\] alpha on <div id="a" data-widget="alpha">: stopped after an error\b/,
    );
    expect(message).toContain('render broke');
    // The teardown waits until the widget's own render has returned.
    expect(alpha.teardown).not.toHaveBeenCalled();
    await Promise.resolve();
    expect(alpha.teardown).toHaveBeenCalledOnce();
    expect(ctx.signal.aborted).toBe(true);
    expect(byId('a').getAttribute(FAILED_ATTRIBUTE)).toBe('alpha');
    expect(byId('a').hasAttribute(MOUNTED_ATTRIBUTE)).toBe(false);
    byId('a').remove();
    await settle(loader);
    expect(alpha.teardown).toHaveBeenCalledOnce();
  });
});

describe('the living DOM', () => {
  test('removing an element unmounts it: teardown once, signal aborted', async () => {
    const alpha = elementWidget('alpha');
    page('<div id="a" data-widget="alpha"></div><div id="b" data-widget="alpha"></div>');
    await startLoader([alpha.definition]);
    const a = byId('a');
    a.remove();
    await vi.waitFor(() => expect(alpha.teardown).toHaveBeenCalledOnce());
    expect(alpha.teardown).toHaveBeenCalledWith(a);
    expect(alpha.mounts[0]?.ctx.signal.aborted).toBe(true);
    expect(alpha.mounts[1]?.ctx.signal.aborted).toBe(false);
    expect(a.hasAttribute(MOUNTED_ATTRIBUTE)).toBe(false);
  });

  test('moving an element is not a removal: no teardown, no second mount', async () => {
    const alpha = elementWidget('alpha');
    page(
      '<div id="a" data-widget="alpha"></div><div id="sentinel" data-widget="alpha"></div><section id="s"></section>',
    );
    const loader = await startLoader([alpha.definition]);
    byId('s').append(byId('a'));
    // A removal in the same batch shows when the batch has been handled.
    byId('sentinel').remove();
    await vi.waitFor(() => expect(alpha.teardown).toHaveBeenCalledOnce());
    await settle(loader);
    expect(alpha.teardown.mock.calls[0]?.[0].id).toBe('sentinel');
    expect(alpha.mount).toHaveBeenCalledTimes(2);
    expect(byId('a').getAttribute(MOUNTED_ATTRIBUTE)).toBe('alpha');
  });

  test('markup added later mounts, nested widgets included', async () => {
    const alpha = elementWidget('alpha');
    page('<main id="main"></main>');
    const loader = await startLoader([alpha.definition]);
    byId('main').insertAdjacentHTML(
      'beforeend',
      '<div id="x" data-widget="alpha"><p><span id="y" data-widget="alpha"></span></p></div>',
    );
    await settle(loader);
    expect(alpha.mounts.map(({ host }) => host.id)).toEqual(['x', 'y']);
  });

  test('markup added to a detached element is not mounted', async () => {
    const alpha = elementWidget('alpha');
    const loader = createLoader([alpha.definition]);
    loader.start();
    const detached = document.createElement('div');
    detached.innerHTML = '<div data-widget="alpha"></div>';
    await settle(loader);
    expect(alpha.mount).not.toHaveBeenCalled();
  });

  test('an element removed while its module loads never mounts', async () => {
    let resolve: (module: WidgetModule) => void = () => {};
    const alpha = elementWidget('alpha');
    const slow: WidgetDefinition = {
      ...alpha.definition,
      load: () => new Promise((done) => (resolve = done)),
    };
    page('<div id="a" data-widget="alpha"></div>');
    const loader = createLoader([slow]);
    loader.start();
    byId('a').remove();
    await Promise.resolve();
    resolve(alpha.module);
    await settle(loader);
    expect(alpha.mount).not.toHaveBeenCalled();
    expect(console_.error).not.toHaveBeenCalled();
  });

  test('a data-widget change mounts the named widget and unmounts the one no longer named', async () => {
    const alpha = elementWidget('alpha');
    const beta = elementWidget('beta');
    page('<div id="a"></div>');
    const loader = createLoader([alpha.definition, beta.definition]);
    loader.start();
    byId('a').setAttribute('data-widget', 'alpha');
    await settle(loader);
    expect(alpha.mount).toHaveBeenCalledOnce();
    expect(byId('a').getAttribute(MOUNTED_ATTRIBUTE)).toBe('alpha');

    byId('a').setAttribute('data-widget', 'beta');
    await settle(loader);
    expect(alpha.teardown).toHaveBeenCalledOnce();
    expect(beta.mount).toHaveBeenCalledOnce();
    expect(byId('a').getAttribute(MOUNTED_ATTRIBUTE)).toBe('beta');

    byId('a').removeAttribute('data-widget');
    await settle(loader);
    expect(beta.teardown).toHaveBeenCalledOnce();
    expect(byId('a').hasAttribute(MOUNTED_ATTRIBUTE)).toBe(false);
  });

  test('stop unmounts everything and stops watching', async () => {
    const alpha = elementWidget('alpha');
    page('<div data-widget="alpha"></div><div data-widget="alpha"></div>');
    const loader = await startLoader([alpha.definition]);
    loader.stop();
    expect(alpha.teardown).toHaveBeenCalledTimes(2);
    document.body.insertAdjacentHTML('beforeend', '<div data-widget="alpha"></div>');
    await settle(loader);
    expect(alpha.mount).toHaveBeenCalledTimes(2);
  });
});

describe('public api', () => {
  test('unmount(root) of a widget that wrapped its element: putting it back is not new markup to mount', async () => {
    const alpha = elementWidget('alpha');
    alpha.mount.mockImplementation((host) => {
      const frame = document.createElement('div');
      host.replaceWith(frame);
      frame.append(host);
      return () => frame.replaceWith(host);
    });
    page('<ul id="list" data-widget="alpha"><li>1</li></ul>');
    const loader = await startLoader([alpha.definition]);
    expect(byId('list').parentElement?.localName).toBe('div');
    loader.api.unmount(byId('list'));
    await settle(loader);
    expect(byId('list').parentElement).toBe(document.body);
    expect(byId('list').hasAttribute(MOUNTED_ATTRIBUTE)).toBe(false);
    expect(alpha.mount).toHaveBeenCalledOnce();
  });

  test('mount(root) mounts now, whatever the strategy, and resolves once mounted', async () => {
    const alpha = elementWidget('alpha', 'interaction');
    page(
      '<div id="box"><div id="a" data-widget="alpha"></div></div><div id="out" data-widget="alpha"></div>',
    );
    const loader = createLoader([alpha.definition]);
    loader.start();
    await loader.api.mount(byId('box'));
    expect(byId('a').getAttribute(MOUNTED_ATTRIBUTE)).toBe('alpha');
    expect(byId('out').hasAttribute(MOUNTED_ATTRIBUTE)).toBe(false);
  });

  test('mount() sees markup inserted just before it, without waiting for the observer', async () => {
    const alpha = elementWidget('alpha', 'interaction');
    const loader = createLoader([alpha.definition]);
    loader.start();
    document.body.insertAdjacentHTML('beforeend', '<div id="fresh" data-widget="alpha"></div>');
    await loader.api.mount();
    expect(byId('fresh').getAttribute(MOUNTED_ATTRIBUTE)).toBe('alpha');
    expect(alpha.mount).toHaveBeenCalledOnce();
  });

  test('mount() resolves for widgets that fail too', async () => {
    const bad = elementWidget('bad', 'interaction');
    bad.mount.mockImplementation(() => {
      throw new Error('kaput');
    });
    page('<div id="a" data-widget="bad"></div>');
    const loader = createLoader([bad.definition]);
    loader.start();
    await loader.api.mount();
    expect(byId('a').getAttribute(FAILED_ATTRIBUTE)).toBe('bad');
  });

  test('mount() on mounted widgets does not mount them again', async () => {
    const alpha = elementWidget('alpha');
    page('<div data-widget="alpha"></div>');
    const loader = await startLoader([alpha.definition]);
    await loader.api.mount();
    expect(alpha.mount).toHaveBeenCalledOnce();
  });

  test('unmount(root) tears down the widgets inside it, the root included', async () => {
    const alpha = elementWidget('alpha');
    page(
      '<div id="box" data-widget="alpha"><div id="inner" data-widget="alpha"></div></div><div id="out" data-widget="alpha"></div>',
    );
    const loader = await startLoader([alpha.definition]);
    loader.api.unmount(byId('box'));
    expect(alpha.teardown.mock.calls.map(([host]) => host.id).sort()).toEqual(['box', 'inner']);
    expect(byId('box').hasAttribute(MOUNTED_ATTRIBUTE)).toBe(false);
    expect(byId('out').getAttribute(MOUNTED_ATTRIBUTE)).toBe('alpha');
    // Mounted again on request.
    await loader.api.mount(byId('box'));
    expect(alpha.mount).toHaveBeenCalledTimes(5);
  });

  test('the api is frozen and carries the version', () => {
    const loader = createLoader([]);
    expect(loader.api.version).toBe('test');
    expect(Object.isFrozen(loader.api)).toBe(true);
  });
});

describe('page widgets', () => {
  function pageWidget() {
    const hostLists: HostList[] = [];
    const changes: Array<[string[], string[]]> = [];
    const teardown = vi.fn();
    const mount = vi.fn((hosts: HostList, _ctx: MountContext) => {
      hostLists.push(hosts);
      hosts.subscribe((added, removed) => changes.push([added.map((e) => e.id), removed.map((e) => e.id)]));
      return teardown;
    });
    const widget: PageWidget = { kind: 'page', mount };
    const definition: WidgetDefinition = {
      name: 'lightbox',
      kind: 'page',
      strategy: 'now',
      hooks: ['a[rel^="prettyPhoto"]'],
      load: () => Promise.resolve({ widget }),
    };
    return { definition, mount, teardown, hostLists, changes };
  }

  const ids = (hosts: HostList | undefined) => hosts?.current().map((host) => host.id);

  test('one instance for every matching element, with a live host list', async () => {
    const lightbox = pageWidget();
    page(
      '<a id="l1" rel="prettyPhoto[g]"></a><a id="l2" rel="prettyPhoto"></a><div id="l3" data-widget="lightbox"></div>',
    );
    const loader = await startLoader([lightbox.definition]);
    expect(lightbox.mount).toHaveBeenCalledOnce();
    const [hosts] = lightbox.hostLists;
    expect(ids(hosts)).toEqual(['l1', 'l2', 'l3']);
    // Every element it serves carries the marker.
    const marked = () =>
      Array.from(document.querySelectorAll(`[${MOUNTED_ATTRIBUTE}~="lightbox"]`), (element) => element.id);
    expect(marked()).toEqual(['l1', 'l2', 'l3']);

    document.body.insertAdjacentHTML('beforeend', '<a id="l4" rel="prettyPhoto"></a>');
    await settle(loader);
    expect(ids(hosts)).toEqual(['l1', 'l2', 'l3', 'l4']);
    expect(marked()).toEqual(['l1', 'l2', 'l3', 'l4']);
    const l2 = byId('l2');
    l2.remove();
    await vi.waitFor(() => expect(ids(hosts)).toEqual(['l1', 'l3', 'l4']));
    expect(l2.hasAttribute(MOUNTED_ATTRIBUTE)).toBe(false);
    expect(lightbox.changes).toEqual([
      [['l4'], []],
      [[], ['l2']],
    ]);
    expect(lightbox.mount).toHaveBeenCalledOnce();
    expect(lightbox.teardown).not.toHaveBeenCalled();
  });

  test('current() is a copy the widget cannot corrupt', async () => {
    const lightbox = pageWidget();
    page('<a id="l1" rel="prettyPhoto"></a>');
    await startLoader([lightbox.definition]);
    const hosts = lightbox.hostLists[0];
    (hosts?.current() as HTMLElement[] | undefined)?.pop();
    expect(ids(hosts)).toEqual(['l1']);
  });

  test('unsubscribing stops the notifications', async () => {
    const lightbox = pageWidget();
    const heard = vi.fn();
    lightbox.mount.mockImplementation((hosts) => {
      const unsubscribe = hosts.subscribe(heard);
      unsubscribe();
      return lightbox.teardown;
    });
    page('<a id="l1" rel="prettyPhoto"></a>');
    const loader = await startLoader([lightbox.definition]);
    document.body.insertAdjacentHTML('beforeend', '<a id="l2" rel="prettyPhoto"></a>');
    await settle(loader);
    expect(heard).not.toHaveBeenCalled();
  });

  test('unmounts when the last element leaves, and mounts afresh for a new one', async () => {
    const lightbox = pageWidget();
    page('<section id="s"><a id="l1" rel="prettyPhoto"></a><a id="l2" rel="prettyPhoto"></a></section>');
    const loader = await startLoader([lightbox.definition]);
    const ctx = lightbox.mount.mock.calls[0]?.[1] as MountContext;
    byId('l1').remove();
    await vi.waitFor(() => expect(lightbox.changes).toEqual([[[], ['l1']]]));
    expect(lightbox.teardown).not.toHaveBeenCalled();
    byId('s').remove();
    await vi.waitFor(() => expect(lightbox.teardown).toHaveBeenCalledOnce());
    expect(ctx.signal.aborted).toBe(true);

    document.body.insertAdjacentHTML('beforeend', '<a id="l3" rel="prettyPhoto"></a>');
    await settle(loader);
    expect(lightbox.mount).toHaveBeenCalledTimes(2);
    expect(ids(lightbox.hostLists[1])).toEqual(['l3']);
  });

  test('the first element leaving before the module has loaded does not stop the others', async () => {
    const lightbox = pageWidget();
    let resolve: (module: WidgetModule) => void = () => {};
    const slow: WidgetDefinition = {
      ...lightbox.definition,
      load: () => new Promise((done) => (resolve = done)),
    };
    const module = await lightbox.definition.load();
    page('<a id="l1" rel="prettyPhoto"></a><a id="l2" rel="prettyPhoto"></a>');
    const loader = createLoader([slow]);
    loader.start();
    byId('l1').remove();
    await Promise.resolve();
    resolve(module);
    await settle(loader);
    expect(lightbox.mount).toHaveBeenCalledOnce();
    expect(ids(lightbox.hostLists[0])).toEqual(['l2']);
  });

  test('an element whose data-widget no longer names the widget leaves its host list', async () => {
    const lightbox = pageWidget();
    page('<div id="d1" data-widget="lightbox"></div><div id="d2" data-widget="lightbox"></div>');
    const loader = await startLoader([lightbox.definition]);
    byId('d2').removeAttribute('data-widget');
    await settle(loader);
    expect(ids(lightbox.hostLists[0])).toEqual(['d1']);
    expect(lightbox.changes).toEqual([[[], ['d2']]]);
  });

  test('unmount(root) removes the hosts inside it; the instance lives while others remain', async () => {
    const lightbox = pageWidget();
    page('<div id="box"><a id="l1" rel="prettyPhoto"></a></div><a id="l2" rel="prettyPhoto"></a>');
    const loader = await startLoader([lightbox.definition]);
    loader.api.unmount(byId('box'));
    expect(ids(lightbox.hostLists[0])).toEqual(['l2']);
    expect(lightbox.teardown).not.toHaveBeenCalled();
    loader.api.unmount();
    expect(lightbox.teardown).toHaveBeenCalledOnce();
  });
});
