const REPORTED = /* @__PURE__ */ Symbol.for('wp-widgets:reported-error');

/**
 * A problem already reported to the console (a bad option, a missing page global): whoever catches it stops
 * the widget without a second message. The core and the widget chunks are separate builds, each with its own
 * copy of this class, so `instanceof` goes by a registered symbol both copies share.
 */
export class ReportedError extends Error {
  readonly [REPORTED] = true;

  static override [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === 'object' && value !== null && REPORTED in value;
  }
}
