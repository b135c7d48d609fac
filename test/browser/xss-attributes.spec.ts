import { FORBIDDEN_ELEMENTS, HOSTILE_TEXT, HOSTILE_URLS } from '../xss-corpus';
import { expect, test } from './fixtures';
import {
  installPausedClock,
  pollWhileRunning,
  runEffects,
  scrollThroughPage,
  widgetsNotSettled,
} from './widget-helpers';
import { installXssTrap, withoutPolicy } from './xss-trap';

/**
 * The XSS corpus through the attributes an Author or a site owner writes: every `data-*` option (but the widget's
 * name), every `title` and every `alt` of a widget-heavy page is given a hostile value in turn, text and addresses
 * alike, and the page is served without a Content-Security-Policy, as most WordPress sites are. Whatever the
 * widgets make of such values (a reported option, a fallback, text on the page), nothing runs, no element is made
 * from them, no hostile address is followed, and no widget throws.
 */

const HOSTILE = [...HOSTILE_TEXT, ...HOSTILE_URLS];

/** The page's HTML with each option attribute's value replaced by the next hostile value, HTML-escaped as printed. */
function withHostileAttributes(html: string): string {
  let next = 0;
  const asAttribute = (text: string) =>
    text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
  const body = html.indexOf('<body');
  return (
    html.slice(0, body) +
    html
      .slice(body)
      .replace(/\s(data-(?!widget\b)[a-z0-9_-]+|title|alt)="[^"]*"/g, (_match, name: string) => {
        const value = HOSTILE[next % HOSTILE.length] as string;
        next += 1;
        return ` ${name}="${asAttribute(value)}"`;
      })
  );
}

const PAGES = ['shortcodes', 'sliders', 'countdown', 'media', 'gallery', 'charts', 'content-widgets', 'maps'];

for (const slug of PAGES) {
  test(`/${slug}/ with a hostile value in every option, title and alt: nothing runs, nothing is made from them, nothing throws`, async ({
    page,
    open,
    consoleLog,
    expectConsole,
  }) => {
    // The widgets report what they cannot read, and a hostile address asked for as a picture or a page 404s.
    expectConsole(/^\[wp-widgets\] /);
    expectConsole(/^Failed to load resource/);
    const trapped = await installXssTrap(page);
    await withoutPolicy(page, new RegExp(`/${slug}/`), withHostileAttributes);
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations.push(frame.url());
    });
    await installPausedClock(page);
    await open(`/${slug}/`);
    await page.waitForLoadState('load');
    await scrollThroughPage(page);
    // Every widget has mounted, or failed on an option it could not use, and said so.
    await pollWhileRunning(page, () => widgetsNotSettled(page)).toEqual([]);
    await runEffects(page);
    await page.clock.runFor(10_000);

    expect(consoleLog.filter((entry) => entry.type === 'pageerror')).toEqual([]);
    expect(await trapped()).toEqual([]);
    await expect(page.locator(FORBIDDEN_ELEMENTS).filter({ hasText: /xss|alert/ })).toHaveCount(0);
    // No element was made from a hostile value: no handler, no script address anywhere in the page.
    const made = await page.evaluate(() =>
      Array.from(document.querySelectorAll('*')).flatMap((element) =>
        Array.from(element.attributes)
          .filter(
            (attribute) =>
              /^on/i.test(attribute.name) ||
              (/^(href|src|action|formaction|data|poster|srcdoc)$/i.test(attribute.name) &&
                /^\s*(javascript|vbscript|data:text)/i.test(attribute.value)),
          )
          .map((attribute) => `${element.localName} ${attribute.name}="${attribute.value}"`),
      ),
    );
    expect(made).toEqual([]);
    expect(navigations.filter((url) => !url.includes(`/${slug}/`))).toEqual([]);
  });
}
