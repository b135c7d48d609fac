/**
 * The loader's contract: everything widgets and the toolkit may take from the loader, and nothing else (the
 * engine that finds, schedules and mounts them stays behind it; `test/unit/layers.test.ts` holds the line).
 * - the types a widget is written against (`ElementWidget`, `PageWidget`, `MountContext`, ...);
 * - the attributes the loader writes on widget elements (`markers.ts`);
 * - reporting: a problem already told to the console (`ReportedError`), the wording of a cause
 *   (`causeText`), and the bundle-level console lines (`globalReporter`);
 * - the jQuery on the page, when there is one (`jqueryOnPage`);
 * - giving the main thread back between two pieces of heavy work (`yieldToMain`).
 * All of it is small (about 0.4 KB gzip, one shared chunk of the widgets' build) and free of side effects. The
 * core is a separate build with its own copy, which is why `ReportedError` is recognised by a registered symbol.
 */
export { jqueryOnPage } from './jquery';
export { FAILED_ATTRIBUTE, MOUNTED_ATTRIBUTE, STRATEGY_ATTRIBUTE } from './markers';
export { causeText, globalReporter } from './report';
export { ReportedError } from './reported-error';
export { yieldToMain } from './tasks';
export type * from './types';
