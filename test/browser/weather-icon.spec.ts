import { expect, test } from './fixtures';
import { pictures } from './weather-helpers';
import { installPausedClock, runUntilMounted } from './widget-helpers';

/** The weather icons on /content-widgets/, one of each weather (the 404 teaser's rain: reveal-not-found.spec.ts). */

const WEATHER = [
  ['#weather-rain', 'Rain'],
  ['#weather-partly-day', 'Partly cloudy day'],
  ['#weather-partly-night', 'Partly cloudy night'],
  ['#weather-clear-day', 'Clear day'],
  ['#weather-clear-night', 'Clear night'],
  ['#weather-cloudy', 'Cloudy'],
  ['#weather-fog', 'Fog'],
  ['#weather-sleet', 'Sleet'],
  ['#weather-snow', 'Snow'],
  ['#weather-wind', 'Wind'],
] as const;

test('weather icons move while in view and are named by their weather', async ({ page, open }) => {
  await installPausedClock(page);
  // The theme stacks the icons (style.css `.climacon-shortcode { display: block }`): a window tall enough
  // to hold them all, since only an icon in view moves.
  await page.setViewportSize({ width: 1280, height: 1000 });
  await open('/content-widgets/');
  await page.locator('.weather-row').scrollIntoViewIfNeeded();
  for (const [selector, name] of WEATHER) {
    await runUntilMounted(page, selector, 'weather-icon');
    await expect(page.locator(selector)).toHaveAttribute('role', 'img');
    await expect(page.locator(selector)).toHaveAccessibleName(name);
  }
  const selectors = WEATHER.map(([selector]) => selector);
  await page.clock.runFor(100);
  const before = await pictures(page, selectors);
  await page.clock.runFor(700);
  const after = await pictures(page, selectors);
  // Something drawn, and every icon has moved.
  const blank = await page.evaluate(() => document.createElement('canvas').toDataURL());
  for (const [i, selector] of selectors.entries()) {
    expect(before[i], selector).not.toBe(blank);
    expect(after[i], selector).not.toBe(before[i]);
  }
});

test('under reduced motion weather icons are drawn once and stay still', async ({ page, open }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await installPausedClock(page);
  await open('/content-widgets/');
  await page.locator('#weather-rain').scrollIntoViewIfNeeded();
  const selectors = WEATHER.map(([selector]) => selector);
  for (const selector of selectors) await runUntilMounted(page, selector, 'weather-icon');
  const before = await pictures(page, selectors);
  await page.clock.runFor(1500);
  expect(await pictures(page, selectors)).toEqual(before);
});
