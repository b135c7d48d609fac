/**
 * Contact Form 7's statuses: what the REST API answers (`validation_failed`) and what the form shows as its class
 * and `data-status` (`invalid`), as the plugin's own setStatus maps them (5.5+).
 */
const CLASS_OF_STATUS: ReadonlyMap<string, string> = new Map([
  ['init', 'init'],
  ['validation_failed', 'invalid'],
  ['acceptance_missing', 'unaccepted'],
  ['spam', 'spam'],
  ['aborted', 'aborted'],
  ['mail_sent', 'sent'],
  ['mail_failed', 'failed'],
  ['submitting', 'submitting'],
  ['resetting', 'resetting'],
  ['validating', 'validating'],
  ['payment_required', 'payment-required'],
]);

const KNOWN_CLASSES = new Set(CLASS_OF_STATUS.values());

/**
 * The class for a status. Unknown statuses become "custom-" + the status with only the first run of
 * non-alphanumerics made a space, trimmed, and only the first whitespace run made "-" (so `a_b_c` is
 * `custom-a-b_c`). What is left may still hold whitespace (`x.y z`), which no class can: the rest is then
 * joined by "-" as the server renders it (`custom-x-y-z`), where the plugin's own script threw.
 */
export function statusClass(status: string): string {
  const known = CLASS_OF_STATUS.get(status) ?? (KNOWN_CLASSES.has(status) ? status : null);
  if (known) return known;
  const custom = `custom-${status
    .replace(/[^0-9a-z]+/i, ' ')
    .trim()
    .replace(/\s+/, '-')}`;
  return custom.replace(/\s+/g, '-');
}

/** The event each status fires before `wpcf7submit` (without the prefix); other statuses fire none. */
export const EVENT_OF_STATUS: Readonly<Record<string, string>> = {
  invalid: 'invalid',
  unaccepted: 'unaccepted',
  spam: 'spam',
  aborted: 'aborted',
  sent: 'mailsent',
  failed: 'mailfailed',
};

/** Statuses after which captcha widgets are reset (a captcha answer is spent). */
export const CAPTCHA_SPENT = new Set(['spam', 'sent', 'failed']);

/**
 * Up to 5.1 the response box also carried a class per status; before any response it was hidden by
 * `wpcf7-display-none`.
 */
export function legacyOutputClass(statusClassName: string): string | null {
  switch (statusClassName) {
    case 'invalid':
      return 'wpcf7-validation-errors';
    case 'unaccepted':
      return 'wpcf7-acceptance-missing';
    case 'spam':
      return 'wpcf7-spam-blocked';
    case 'aborted':
      return 'wpcf7-aborted';
    case 'sent':
      return 'wpcf7-mail-sent-ok';
    case 'failed':
      return 'wpcf7-mail-sent-ng';
    default:
      return statusClassName.startsWith('custom-') ? `wpcf7-${statusClassName}` : null;
  }
}

/**
 * The response box's classes up to 5.1: hidden while it says nothing, and the class of the status it says (the
 * classes of the other statuses seen taken off).
 */
export function legacyOutputClasses(
  message: string,
  status: string,
  statusesSeen: readonly string[],
): Record<string, boolean> {
  const shown = message === '' ? null : legacyOutputClass(status);
  const classes: Record<string, boolean> = { 'wpcf7-display-none': message === '' };
  for (const seen of statusesSeen) {
    const name = legacyOutputClass(seen);
    if (name) classes[name] = name === shown;
  }
  return classes;
}
