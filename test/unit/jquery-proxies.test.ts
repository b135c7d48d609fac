import { describe, expect, it, vi } from 'vitest';
import type { JQueryLike, WidgetDefinition } from '../../loader/contract/types';
import { installJQueryProxies, jqueryPlugin } from '../../loader/jquery-proxies';

const load = () =>
  Promise.resolve({ widget: { mount: () => () => {} } } as unknown as Awaited<
    ReturnType<WidgetDefinition['load']>
  >);
const lightbox: WidgetDefinition = {
  name: 'lightbox',
  jquery: ['prettyPhoto', 'prettyPhoto.open', 'prettyPhoto.close'],
  load,
};

function fakeJQuery(): JQueryLike {
  return { fn: {} } as unknown as JQueryLike;
}

describe('jQuery plugin proxies', () => {
  it('defines $.fn.<name> and $.<name>.<method>, each replaying its call with its own name', () => {
    const jQuery = fakeJQuery();
    const replay = vi.fn();
    installJQueryProxies(jQuery, [lightbox], replay);
    const collection = { length: 1 };
    const fn = jQuery.fn.prettyPhoto as (this: unknown, ...args: unknown[]) => unknown;
    expect(fn.call(collection, { deeplinking: false })).toBe(collection);
    const [open, holder] = jqueryPlugin(jQuery, 'prettyPhoto.open');
    (open as (...args: unknown[]) => unknown).call(holder, ['/a.jpg'], ['A']);
    const [close] = jqueryPlugin(jQuery, 'prettyPhoto.close');
    (close as () => unknown)();
    expect(replay.mock.calls).toEqual([
      [lightbox, 'prettyPhoto', collection, [{ deeplinking: false }]],
      [lightbox, 'prettyPhoto.open', null, [['/a.jpg'], ['A']]],
      [lightbox, 'prettyPhoto.close', null, []],
    ]);
  });

  it('leaves a plugin already on the page alone, static functions included', () => {
    const jQuery = fakeJQuery();
    const original = { open: () => 'original open' };
    const fn = () => 'original fn';
    jQuery.fn.prettyPhoto = fn;
    (jQuery as unknown as Record<string, unknown>).prettyPhoto = original;
    installJQueryProxies(jQuery, [lightbox], vi.fn());
    expect(jQuery.fn.prettyPhoto).toBe(fn);
    expect(jqueryPlugin(jQuery, 'prettyPhoto.open')).toEqual([original.open, original]);
    // A method the original lacks gets its stand-in, on the original's object.
    expect(typeof jqueryPlugin(jQuery, 'prettyPhoto.close')[0]).toBe('function');
    expect((jQuery as unknown as Record<string, unknown>).prettyPhoto).toBe(original);
  });

  it('installed twice (jQuery enqueued late, the load event), keeps the first proxies', () => {
    const jQuery = fakeJQuery();
    installJQueryProxies(jQuery, [lightbox], vi.fn());
    const [open] = jqueryPlugin(jQuery, 'prettyPhoto.open');
    const fn = jQuery.fn.prettyPhoto;
    installJQueryProxies(jQuery, [lightbox], vi.fn());
    expect(jqueryPlugin(jQuery, 'prettyPhoto.open')[0]).toBe(open);
    expect(jQuery.fn.prettyPhoto).toBe(fn);
  });
});
