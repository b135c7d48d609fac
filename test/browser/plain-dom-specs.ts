/**
 * The browser spec files that drive only plain-DOM widgets (those whose entry does not mount through
 * `toolkit/react/react-widget`): they run in the `react` project only (playwright.config.ts), as their code is the
 * same in both builds and the unit tests run under both flavours. The `preact` project runs the rest: the loader,
 * the React primitives and each React widget's main path.
 *
 * Not kept by hand alone: `test/unit/browser-projects.test.ts` works out, from the fixture pages each spec opens
 * and the registry's hooks, which files drive only plain-DOM widgets, and fails when this list differs.
 */
export const PLAIN_DOM_SPECS: readonly string[] = [
  'chrome.spec.ts',
  'comment-reply.spec.ts',
  'content-widgets.spec.ts',
  'menus.spec.ts',
  'reveal.spec.ts',
  'scaling.spec.ts',
];
