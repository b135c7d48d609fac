/**
 * The loader's contract: everything widgets and the toolkit may take from the loader, and nothing else (the
 * engine that finds, schedules and mounts them stays behind it; `test/unit/layers.test.ts` holds the line).
 * - the types a widget is written against (`ElementWidget`, `PageWidget`, `MountContext`, ...);
 * - the attributes the loader writes on widget elements (`markers.ts`);
 * - reporting: a problem already told to the console (`ReportedError`), the wording of a cause, and the
 *   bundle-level console lines;
 * - the jQuery on the page, when there is one.
 * All of it is small and free of side effects: a widget chunk that takes one piece carries only that piece.
 */
export { jqueryOnPage } from './jquery';
export { FAILED_ATTRIBUTE, MOUNTED_ATTRIBUTE, STRATEGY_ATTRIBUTE } from './markers';
export { causeText, describeElement, globalReporter } from './report';
export { ReportedError } from './reported-error';
export type * from './types';
