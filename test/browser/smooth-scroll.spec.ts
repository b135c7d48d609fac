import { expect, mounted, test } from './fixtures';
import { FRAME_MS, installPausedClock } from './widget-helpers';

/** Smooth scrolling (issue 16) on /smooth-scroll/, and /chrome-left/ whose theme option leaves it off. */

test('smooth scrolling: a wheel notch glides 140 px in 700 ms, an arrow key 50 px', async ({
  page,
  open,
}) => {
  await installPausedClock(page);
  await open('/smooth-scroll/');
  await mounted(page, '.super-wrapper', 'smooth-scroll');
  const y = () => page.evaluate(() => scrollY);
  await page.mouse.move(640, 600);
  await page.mouse.wheel(0, 100);
  await page.clock.runFor(300);
  const gliding = await y();
  expect(gliding).toBeGreaterThan(0);
  expect(gliding).toBeLessThan(140);
  await page.clock.runFor(400 + FRAME_MS);
  expect(await y()).toBe(140);
  // Two notches in a row add up.
  await page.mouse.wheel(0, 100);
  await page.clock.runFor(100);
  await page.mouse.wheel(0, 100);
  await page.clock.runFor(700 + FRAME_MS);
  expect(await y()).toBe(420);
  await page.mouse.wheel(0, -100);
  await page.clock.runFor(700 + FRAME_MS);
  expect(await y()).toBe(280);

  await page.mouse.click(640, 300);
  await page.keyboard.press('ArrowDown');
  await page.clock.runFor(700 + FRAME_MS);
  expect(await y()).toBe(330);
  await page.keyboard.press('ArrowUp');
  await page.clock.runFor(700 + FRAME_MS);
  expect(await y()).toBe(280);
});

test('smooth scrolling leaves touchpads, scrollable boxes, form fields and reduced motion alone', async ({
  page,
  open,
}) => {
  await installPausedClock(page);
  await open('/smooth-scroll/');
  await mounted(page, '.super-wrapper', 'smooth-scroll');
  const y = () => page.evaluate(() => scrollY);
  // A touchpad's precise deltas are left to the browser (Playwright's wheel is always a mouse's 120 notch, so
  // the event is made in the page, a touchpad's and then a mouse's, to see which one the widget takes).
  const taken = (deltaY: number, wheelDeltaY: number) =>
    page.evaluate(
      ([delta, legacy]) => {
        const event = new WheelEvent('wheel', {
          deltaY: delta,
          wheelDeltaY: legacy,
          bubbles: true,
          cancelable: true,
        } as WheelEventInit);
        document.querySelector('h2')?.dispatchEvent(event);
        return event.defaultPrevented;
      },
      [deltaY, wheelDeltaY],
    );
  expect(await taken(4.5, -5)).toBe(false);
  expect(await taken(100, -120)).toBe(true);
  await page.clock.runFor(700 + FRAME_MS);
  expect(await y()).toBe(140);
  await page.evaluate(() => scrollTo(0, 0));
  await expect.poll(y).toBe(0);

  // Inside the order list, the wheel scrolls the list.
  const log = page.getByRole('region', { name: 'Recent orders' });
  await log.hover();
  await page.mouse.wheel(0, 100);
  await expect.poll(() => log.evaluate((element) => element.scrollTop)).toBe(100);
  expect(await y()).toBe(0);

  // In the textarea and the select, the arrows are theirs.
  const note = page.getByLabel('A note for the journal');
  await note.fill('one\ntwo');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowDown');
  await note.focus();
  expect(await y()).toBe(0);
  const kind = page.getByLabel('Kind');
  await kind.focus();
  await page.keyboard.press('ArrowDown');
  await expect(kind).toHaveValue('Shop');
  expect(await y()).toBe(0);

  // Reduced motion: the wheel scrolls natively (100 px a notch, not 140).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.locator('h2').first().hover();
  await page.mouse.wheel(0, 100);
  await expect.poll(y).toBe(100);
});

test('smooth scrolling only where the theme option asks for it', async ({ page, open }) => {
  await open('/chrome-left/');
  await mounted(page, '#sidebar', 'sticky-sidebar');
  await page.mouse.move(640, 400);
  await page.mouse.wheel(0, 100);
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(100);
  await expect(page.locator('[data-widget-mounted~="smooth-scroll"]')).toHaveCount(0);
});
