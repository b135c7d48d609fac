import { expect, mounted, PLAIN_DOM, test } from './fixtures';

/**
 * Bad input a page can hold, each met with a clear console message (or none, where the browser's own behaviour is
 * right) instead of a thrown error or a leak; the widgets around it keep working.
 */

test('two tab widgets printed with the same panel ids each open their own panels; the shared ids are reported once', async ({
  page,
  open,
  expectConsole,
  consoleLog,
}) => {
  const report =
    /tabs on <div id="twin-tabs-b" class="ioa_tabs">: the panel id "twin-care", "twin-repair" is used by another element of the page too/;
  expectConsole(report);
  expectConsole(
    /data-date="next Friday"|data-widget names no widget|data-end is empty|data-time="fast"|none of its tab links|data-fill="150%"|nothing to draw the icon on|thicker than the 120 px chart/,
  );
  await open('/broken-widgets/');
  const second = page.locator('#twin-tabs-b');
  await second.scrollIntoViewIfNeeded();
  await mounted(page, '#twin-tabs-a', 'tabs');
  await mounted(page, '#twin-tabs-b', 'tabs');
  await second.getByRole('tab', { name: 'Repairs' }).click();
  await expect(second.getByText('Second repairs.')).toBeVisible();
  await expect(second.getByText('Second care.')).toBeHidden();
  // The first widget is untouched by the second's choice.
  await expect(page.getByText('First care.')).toBeVisible();
  expect(consoleLog.filter((entry) => report.test(entry.text))).toHaveLength(1);
});

test(
  'a menu link to a malformed #rps anchor throws nothing: the browser follows it as a plain jump',
  PLAIN_DOM,
  async ({ page, open }) => {
    await open('/menu-one-page/');
    await mounted(page, 'div.menu-wrapper', 'menu');
    await page.locator('#menu-item-401 > a').evaluate((link) => link.setAttribute('href', '#rps%E0%A4%A'));
    await page.locator('#menu-item-401 > a').click();
    await expect(page).toHaveURL(/#rps%E0%A4%A$/);
  },
);

test('a weather icon on a canvas of no size, a radial chart thicker than itself, a counter stepping in exponent notation', async ({
  page,
  open,
  expectConsole,
  consoleLog,
}) => {
  const reports = [
    /weather-icon on <canvas id="weather-zero" class="climacon-shortcode">: the canvas is 0 × 0 pixels: there is nothing to draw the icon on/,
    /radial-chart on <div id="radial-thick" class="radial-chart">: data-line_width="1000000000" is thicker than the 120 px chart allows; using 60\./,
  ];
  expectConsole(/\[wp-widgets\]/);
  await open('/broken-widgets/');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  // The icon is left as printed, as an icon of an unknown type is: mounted, drawn on nothing and named as nothing.
  await mounted(page, '#weather-zero', 'weather-icon');
  await expect(page.locator('#weather-zero')).not.toHaveAttribute('role', /./);
  await expect(page.locator('#weather-zero')).not.toHaveAttribute('aria-label', /./);
  // The ring is a disc: every circle has a radius of at least 0.
  await mounted(page, '#radial-thick', 'radial-chart');
  const radii = await page
    .locator('#radial-thick circle')
    .evaluateAll((circles) => circles.map((circle) => Number(circle.getAttribute('r'))));
  expect(radii.length).toBeGreaterThan(0);
  expect(radii.every((r) => r >= 0)).toBe(true);
  // Ten decimals, the step's own.
  await mounted(page, '#counter-tiny-step', 'counter');
  await expect(page.locator('#counter-tiny-step > [aria-hidden="true"]')).toHaveText('0.0000000030');
  for (const report of reports)
    expect(
      consoleLog.filter((entry) => report.test(entry.text)),
      String(report),
    ).toHaveLength(1);
  expect(consoleLog.filter((entry) => /negative value|is not valid/.test(entry.text))).toEqual([]);
});

test('a video whose size makes no video’s shape keeps a shape its Play button shows in', async ({
  page,
  open,
  expectConsole,
}) => {
  expectConsole(/\[wp-widgets\]/);
  expectConsole(/Failed to load resource/);
  await open('/media-faults/');
  await page.locator('#flat-video').scrollIntoViewIfNeeded();
  await mounted(page, '#flat-video', 'video');
  const play = page.locator('#flat-video').getByRole('button', { name: /Play/ });
  await expect(play).toBeVisible();
  expect((await play.boundingBox())?.height ?? 0).toBeGreaterThan(40);
});

test('$.prettyPhoto.open() on a page without lightbox links says so once, however often it is called', async ({
  page,
  open,
  expectConsole,
  consoleLog,
}) => {
  const report = /\$\.prettyPhoto\.open\(\) opens nothing on a page without lightbox links/;
  expectConsole(report);
  await open('/films/');
  await mounted(page, '#youtube-link', 'lightbox');
  // A theme script removes the links and calls open in one go: the loader has unmounted the lightbox (its
  // mutation observer runs at the first await), and the frame in which preact would run its effects' clean-ups
  // has not come yet.
  await page.evaluate(async () => {
    for (const link of document.querySelectorAll('a[rel^="prettyPhoto"]')) link.remove();
    await Promise.resolve();
    const jq = (window as unknown as { jQuery: { prettyPhoto: { open(src: string): void } } }).jQuery;
    for (let i = 0; i < 3; i += 1)
      jq.prettyPhoto.open('/wp-content/themes/limitless/fixture-assets/lightbox/waxing.svg');
  });
  await expect.poll(() => consoleLog.filter((entry) => report.test(entry.text)).length).toBe(1);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
  expect(consoleLog.filter((entry) => report.test(entry.text))).toHaveLength(1);
});
