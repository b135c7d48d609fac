import { expect, mounted, test } from './fixtures';

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
    /data-date="next Friday"|data-widget names no widget|data-end is empty|data-time="fast"|none of its tab links|data-fill="150%"/,
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

test('a menu link to a malformed #rps anchor throws nothing: the browser follows it as a plain jump', async ({
  page,
  open,
}) => {
  await open('/menu-one-page/');
  await mounted(page, 'div.menu-wrapper', 'menu');
  await page.locator('#menu-item-401 > a').evaluate((link) => link.setAttribute('href', '#rps%E0%A4%A'));
  await page.locator('#menu-item-401 > a').click();
  await expect(page).toHaveURL(/#rps%E0%A4%A$/);
});
