import jQuery from './helpers/jquery.js';

// React's act() environment flag, so state updates in tests are flushed without warnings.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Fields = Record<string, unknown>;

/** The first file's jQuery, kept across the files of a worker (this file runs again before each). */
const PRISTINE = Symbol.for('wp-widgets.tests.pristine-jquery');

/**
 * Every test file starts where an isolated one would (vitest.config.ts: the files of a worker share one window
 * and one module cache): an empty document, and jQuery as its package made it. A plugin a file installed
 * (`$.fn.countdown`, `$.prettyPhoto`) is bound to that file's own copy of the widget's modules: what was added
 * since the first file is removed, what was replaced is put back, and handlers left on the document and the
 * window are taken off. (Files that run in Node rather than happy-dom have no document, and nothing to reset.)
 */
if (typeof document !== 'undefined') {
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const element of [document.documentElement, document.body])
    for (const { name } of [...element.attributes]) if (name !== 'lang') element.removeAttribute(name);

  const statics = jQuery as unknown as Fields;
  const fn = jQuery.fn as Fields;
  const store = globalThis as { [PRISTINE]?: { statics: Fields; fn: Fields } };
  store[PRISTINE] ??= { statics: { ...statics }, fn: { ...fn } };
  const pristine = store[PRISTINE];
  for (const [target, saved] of [
    [statics, pristine.statics],
    [fn, pristine.fn],
  ] as const) {
    for (const key of Object.keys(target)) if (!(key in saved)) delete target[key];
    for (const [key, value] of Object.entries(saved)) if (target[key] !== value) target[key] = value;
  }
  jQuery(document).off();
  jQuery(window).off();
}
