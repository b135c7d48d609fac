import { expect, mounted, test } from './fixtures';

test('a countdown shows weeks, days, hours, minutes and seconds, and ticks', async ({ page, open }) => {
  await page.clock.install({ time: new Date('2026-11-22T10:00:00') });
  await open('/countdown/');
  await mounted(page, '#launch-countdown', 'countdown');
  const launch = page.locator('#launch-countdown');
  // 2027-03-01 09:00 minus 2026-11-22 10:00 = 98 days 23 hours = 14 weeks 0 days 23 hours.
  await expect(launch).toHaveText('14 weeks 00 days 23 hours 00 minutes 00 seconds');
  await page.clock.runFor(61_000);
  await expect(launch).toHaveText('14 weeks 00 days 22 hours 58 minutes 59 seconds');
});
