import type { Page, Request } from '@playwright/test';

/**
 * Helpers shared by the Contact Form 7, newsletter and comment specs: what the page dispatched, and what was
 * sent, as the server received it.
 */

/** Every event Contact Form 7 dispatches on a form, without the "wpcf7" prefix. */
const CF7_EVENTS = [
  'beforesubmit',
  'statuschanged',
  'invalid',
  'unaccepted',
  'spam',
  'aborted',
  'mailsent',
  'mailfailed',
  'submit',
  'reset',
];

declare global {
  interface Window {
    cf7Events?: string[];
    cf7JQueryEvents?: string[];
  }
}

/**
 * Records the jQuery events Contact Form 7's jQuery script (up to 5.1.x) triggered, as a theme of that time
 * listened to them on the document: `type(.namespace):target id:detail.status:handler arguments`, the arguments
 * counted after the event object. `names`: jQuery event names, space-separated.
 */
export async function recordCf7JQueryEvents(page: Page, names: string): Promise<void> {
  await page.evaluate((bound) => {
    window.cf7JQueryEvents = [];
    const jQuery = (
      window as unknown as { jQuery: (target: Document) => { on(n: string, h: unknown): void } }
    ).jQuery;
    jQuery(document).on(
      bound,
      (event: { type: string; namespace?: string; target: Element }, ...args: Array<{ status?: string }>) => {
        const type = event.namespace ? `${event.type}.${event.namespace}` : event.type;
        window.cf7JQueryEvents?.push(`${type}:${event.target.id}:${args[0]?.status}:${args.length}`);
      },
    );
  }, names);
}

/**
 * Before the page loads, records every wpcf7 event as `name:unit tag:data-status when it fired:detail.status`,
 * from the document (where a theme listens).
 */
export async function recordCf7Events(page: Page): Promise<void> {
  await page.addInitScript((names) => {
    window.cf7Events = [];
    for (const name of names) {
      document.addEventListener(`wpcf7${name}`, (event) => {
        const form = event.target as HTMLFormElement;
        const unitTag = (form.elements.namedItem('_wpcf7_unit_tag') as HTMLInputElement | null)?.value;
        const { status } = (event as CustomEvent<{ status: string }>).detail;
        window.cf7Events?.push(`${name}:${unitTag}:${form.getAttribute('data-status')}:${status}`);
      });
    }
  }, CF7_EVENTS);
}

/** The events recorded since the last call, for one form; with `until`, once an event by that name is in. */
export async function takeCf7Events(page: Page, unitTag: string, until?: string): Promise<string[]> {
  if (until) {
    await page.waitForFunction(
      ([name, tag]) => window.cf7Events?.some((entry) => entry.startsWith(`${name}:${tag}:`)),
      [until, unitTag],
    );
  }
  const events = await page.evaluate(() => window.cf7Events?.splice(0) ?? []);
  return events
    .filter((entry) => entry.split(':')[1] === unitTag)
    .map((entry) => entry.replace(`:${unitTag}:`, ':'));
}

/** A multipart or form-encoded request body, as the server reads its fields. */
export async function fieldsOf(request: Request): Promise<[string, string][]> {
  const contentType = request.headers()['content-type'] ?? '';
  const body = request.postDataBuffer() ?? Buffer.alloc(0);
  if (!contentType.startsWith('multipart/form-data')) return [...new URLSearchParams(body.toString('utf8'))];
  const parsed = await new Request('http://fixture.local/', {
    method: 'POST',
    headers: { 'content-type': contentType },
    body: new Uint8Array(body),
  }).formData();
  return [...parsed].map(([name, value]) => [name, String(value)]);
}

/** Collects the requests whose URL contains `part`, from now on. */
export function requestsTo(page: Page, part: string): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (request.url().includes(part)) requests.push(request);
  });
  return requests;
}
