import { expectAccessibleBesideServer } from './accessibility';
import { expect, mounted, test } from './fixtures';
import { layoutShifts, recordLayoutShifts } from './layout-shifts';
import { lookOf } from './motion-helpers';
import { expectAsThemePrintsIt } from './printed-look';
import { afterIntersectionUpdate, finishAnimations, untilScrollRests } from './widget-helpers';

/**
 * The content widgets' pages as a whole, /content-widgets/ and /not-found/: as printed without JavaScript, and with
 * it, no layout shift and nothing serious for axe. Each widget's own behaviour is in its spec: power-accordion,
 * person-toggle, content-hovers, weather-icon, reveal-not-found.
 */

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the 404 digits and a person’s description show as printed', async ({ page, open }) => {
    await open('/not-found/');
    for (const digit of await page.locator('.not-found-teaser h4 > span').all()) {
      expect(await lookOf(digit)).toEqual({ opacity: 1, transform: 'none' });
    }
    await open('/content-widgets/');
    // Shown by the stand-in; Limitless hides it until its script runs (style.css `div.person p.desc`).
    await expectAsThemePrintsIt(page.locator('#person-ada .desc'), 'the description');
  });
});

for (const [path, revealed] of [
  ['/content-widgets/', '.title-wrap'],
  ['/not-found/', '.not-found-teaser'],
] as const) {
  test(`${path}: no layout shift (CLS 0), and axe finds nothing serious`, async ({ page, open }) => {
    await recordLayoutShifts(page);
    await open(path);
    await page.waitForLoadState('load');
    // The reveals have started (at load, or as the scroll reaches them) before they are finished: one mounted
    // after that would fade its text in under axe.
    await mounted(page, revealed, 'reveal');
    await page.mouse.wheel(0, 2000);
    await untilScrollRests(page);
    await afterIntersectionUpdate(page.locator('body'));
    await finishAnimations(page);
    expect(await layoutShifts(page)).toEqual([]);
    await expectAccessibleBesideServer(page);
  });
}
