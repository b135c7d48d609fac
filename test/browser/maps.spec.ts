import type { Page } from '@playwright/test';
import { BOTH_FLAVOURS, expect, mounted, test } from './fixtures';
import { MAPS_API, readFakeMaps } from './map-hosts';
import {
  expectRestoredOnUnmount,
  inlineStyleOf,
  installPausedClock,
  opacityOf,
  pollWhileRunning,
  runEffects,
  runUntilMounted,
  scrollTopTo,
  serverMarkup,
} from './widget-helpers';

/**
 * The theme's Google maps on /contact/ (variation 2, geocoded), /maps/ (the RAD widget with three addresses far
 * down the page, and variation 1 by coordinates), /map-no-key/ and /map-faults/. Google's API is the fixtures'
 * fake (`fixtures/assets/google-maps/api.js`), routed for every test: it records what it was asked.
 */

const PORTO = { lat: 41.1429, lng: -8.6131 };
const PIN = '/wp-content/themes/limitless/fixture-assets/map-pin.svg';

/** The theme's styled map (markup contract §15) with its hue. */
const themeStyles = (hue: string) => [
  { stylers: [{ hue }] },
  { featureType: 'road', elementType: 'geometry', stylers: [{ visibility: 'simplified' }] },
  { featureType: 'road', elementType: 'labels', stylers: [{ visibility: 'off' }] },
];

/** The fake's map in the element with this id, once it has as many markers as expected. */
async function mapIn(page: Page, id: string, markers = 1) {
  await expect
    .poll(async () => (await readFakeMaps(page))?.maps.find((map) => map.container === id)?.markers.length)
    .toBe(markers);
  const found = (await readFakeMaps(page))?.maps.find((map) => map.container === id);
  if (!found) throw new Error(`no map in #${id}`);
  return found;
}

test(
  'the contact map loads the API once with the site’s key, geocodes the address and shows the styled map with the pin',
  BOTH_FLAVOURS,
  async ({ page, open, mapHosts }) => {
    await open('/contact/');
    const map = await mapIn(page, 'map');
    expect(map).toMatchObject({
      center: PORTO,
      zoom: 15,
      gestureHandling: 'cooperative',
      mapTypeId: 'theme_styled',
      styles: themeStyles('#1a5fa8'),
      markers: [{ title: 'Rua das Flores 12, 4050-262 Porto', icon: PIN, position: PORTO }],
    });
    const fake = await readFakeMaps(page);
    expect(fake?.geocoded).toEqual(['Rua das Flores 12, 4050-262 Porto']);
    expect(fake?.loads).toEqual([
      { key: 'fixture-maps-key', callback: 'wpWidgetsMapsReady', loading: 'async' },
    ]);
    expect(mapHosts.apiLoads).toHaveLength(1);
    // The map is drawn where the server printed its element, and nothing falls back to the embed.
    await expect(page.locator('#map .fake-google-map')).toBeVisible();
    await expect(page.locator('#map iframe')).toHaveCount(0);
  },
);

test('a marker opens an info window with its address, as text', BOTH_FLAVOURS, async ({ page, open }) => {
  await open('/contact/');
  await mapIn(page, 'map');
  // The theme's address overlay covers the whole map (style.css `div.overlay-address-area`, 100% by 100%) until
  // the pointer is over the map: a visitor hovers, the overlay fades away, then the marker can be pressed.
  await page.locator('.map-wrapper').hover({ position: { x: 40, y: 40 } });
  await expect(page.locator('.overlay-address-area')).toBeHidden();
  await page.getByRole('button', { name: 'Rua das Flores 12, 4050-262 Porto' }).click({ force: true });
  const info = page.locator('#map .fake-google-map-info-window .wp-map-info');
  await expect(info).toHaveText('Rua das Flores 12, 4050-262 Porto');
  await expect(info.locator('*')).toHaveCount(0);
});

test('hovering the contact map fades the address out over 700 ms and back over 400 ms; focus in the map does too', async ({
  page,
  open,
}) => {
  await installPausedClock(page);
  await open('/contact/');
  await runUntilMounted(page, '#map', 'map');
  const overlay = page.locator('.overlay-address-area');
  const box = await page.locator('#map').boundingBox();
  if (!box) throw new Error('the map has no box');

  // Halfway through each fade, the address is about half there: a frame's lag of the fade's start (the page
  // may handle the pointer a frame later on a busy machine) moves it by less than the margin allowed.
  const halfway = async () => {
    const opacity = await opacityOf(overlay);
    expect(opacity).toBeGreaterThan(0.3);
    expect(opacity).toBeLessThan(0.7);
  };
  await page.mouse.move(box.x + box.width - 40, box.y + box.height / 2);
  await page.clock.runFor(350);
  await halfway();
  await page.clock.runFor(400);
  expect(await opacityOf(overlay)).toBe(0);
  await expect(overlay).toBeHidden();

  await page.mouse.move(box.x + box.width / 2, box.y + box.height + 150);
  await page.clock.runFor(200);
  await halfway();
  await page.clock.runFor(250);
  // Back at rest: the server's element as printed, no inline style left behind.
  expect(await inlineStyleOf(overlay)).toBe('');
  await expect(overlay).toBeVisible();

  // A keyboard user reaching the map gets it uncovered too, and back when leaving it.
  const marker = page.getByRole('button', { name: 'Rua das Flores 12, 4050-262 Porto' });
  await pollWhileRunning(page, () => marker.count()).toBe(1);
  await marker.focus();
  await page.clock.runFor(800);
  await expect(overlay).toBeHidden();
  await page.locator('.page-content input.wpcf7-text').first().focus();
  await page.clock.runFor(500);
  await expect(overlay).toBeVisible();
});

test('a map far down the page loads nothing until it nears the viewport; every address is geocoded in order and the one not found is left off', async ({
  page,
  open,
  mapHosts,
}) => {
  await open('/maps/');
  // The widget mounts when the page is idle, but Google's API waits for the map to come near.
  await mounted(page, '#map-rad-4c1f', 'map');
  expect(mapHosts.apiLoads).toEqual([]);
  expect(await readFakeMaps(page)).toBeNull();

  await scrollTopTo(page, '#map-rad-4c1f', 0.5);
  const rad = await mapIn(page, 'map-rad-4c1f', 2);
  expect((await readFakeMaps(page))?.geocoded).toEqual([
    'Rua das Flores 12, 4050-262 Porto',
    'Avenida da Atlantis 1, Lost City',
    'Rua Augusta 100, 1100-053 Lisboa',
  ]);
  expect(rad).toMatchObject({
    center: PORTO,
    zoom: 6,
    mapTypeId: 'theme_styled',
    styles: themeStyles('#8a6a3f'),
    markers: [
      { title: 'Rua das Flores 12, 4050-262 Porto', icon: PIN },
      { title: 'Rua Augusta 100, 1100-053 Lisboa', icon: PIN },
    ],
  });

  // The second map, placed by coordinates, uses the API already loaded and asks for no geocoding.
  await scrollTopTo(page, '#map', 0.5);
  const workshop = await mapIn(page, 'map');
  expect(workshop).toMatchObject({
    center: PORTO,
    zoom: 17,
    mapTypeId: 'satellite',
    styles: null,
    markers: [{ title: 'Limitless Workshop, Porto', icon: null, position: PORTO }],
  });
  expect(mapHosts.apiLoads).toHaveLength(1);
  expect((await readFakeMaps(page))?.geocoded).toHaveLength(3);
});

test('a page without a map loads neither the map widget nor Google’s API', async ({
  page,
  open,
  mapHosts,
}) => {
  const chunks: string[] = [];
  page.on('request', (request) => chunks.push(request.url().split('/').pop() ?? ''));
  await open('/charts/');
  await mounted(page, '#line-chart', 'line-chart');
  await page.mouse.wheel(0, 5000);
  await expect(page.locator('.radial-chart').last()).toHaveAttribute('data-widget-mounted', /radial-chart/);
  expect(chunks.filter((name) => /^map(-embed)?-/.test(name))).toEqual([]);
  expect(mapHosts.apiLoads).toEqual([]);
});

test.describe('on a screen 1024 px wide', () => {
  test.use({ viewport: { width: 1024, height: 800 } });

  test('the map cannot be dragged at 1024 px or narrower, and can once the window is wider', async ({
    page,
    open,
  }) => {
    await open('/contact/');
    expect((await mapIn(page, 'map')).gestureHandling).toBe('none');
    await page.setViewportSize({ width: 1025, height: 800 });
    await expect.poll(async () => (await mapIn(page, 'map')).gestureHandling).toBe('cooperative');
    await page.setViewportSize({ width: 800, height: 800 });
    await expect.poll(async () => (await mapIn(page, 'map')).gestureHandling).toBe('none');
  });
});

test(
  'without a key, each map is Google’s keyless embed of its first address in its view, never a grey box',
  BOTH_FLAVOURS,
  async ({ page, open, mapHosts }) => {
    await open('/map-no-key/');
    const contact = page.locator('#map iframe');
    await expect(contact).toHaveAttribute(
      'src',
      'https://maps.google.com/maps?q=Rua+das+Flores+12,+4050-262+Porto&t=m&z=15&output=embed',
    );
    await expect(contact).toHaveAttribute('title', 'Map: Rua das Flores 12, 4050-262 Porto');
    await page.locator('#map-rad-77a0').scrollIntoViewIfNeeded();
    const shops = page.locator('#map-rad-77a0 iframe');
    await expect(shops).toHaveAttribute(
      'src',
      'https://maps.google.com/maps?q=Rua+Augusta+100,+1100-053+Lisboa&t=h&z=12&output=embed',
    );
    await expect(shops).toHaveAttribute('title', 'Map: Rua Augusta 100, 1100-053 Lisboa');
    await expect(shops.contentFrame().getByText('Rua Augusta 100, 1100-053 Lisboa')).toBeVisible();
    // It fills its map's box: the stylesheet's height (320 px under the stand-in), or, where the stylesheet gives
    // the map none (Limitless leaves the builder's map to the page's own rules), the embed's 300 px at least.
    const box = await page.locator('#map-rad-77a0').evaluate((map) => map.getBoundingClientRect().height);
    const height = (await shops.boundingBox())?.height ?? 0;
    expect(height).toBeGreaterThanOrEqual(300);
    expect(Math.abs(height - box)).toBeLessThanOrEqual(1);
    expect(mapHosts.apiLoads).toEqual([]);
  },
);

test('when the API cannot be loaded, the map says so once and shows the embed', async ({
  page,
  open,
  consoleLog,
  expectConsole,
}) => {
  expectConsole(/map on <div id="map">: the Google Maps API could not be loaded|ERR_FAILED/);
  await page.route(MAPS_API, (route) => route.abort());
  await open('/contact/');
  await expect(page.locator('#map iframe.wp-map-embed')).toBeVisible();
  expect(
    consoleLog.filter((entry) => entry.text.includes('Google Maps API could not be loaded')),
  ).toHaveLength(1);
  await expect(page.locator('#map')).toHaveAttribute('data-widget-mounted', /map/);
});

test('when the theme’s own Maps script failed before the map could listen, the map waits 10 s, then says so once and shows the embed', async ({
  page,
  open,
  consoleLog,
  expectConsole,
}) => {
  expectConsole(
    /map on <div id="map">: the Google Maps API could not be loaded \(not ready within 10 s\)|ERR_FAILED/,
  );
  await page.route(MAPS_API, (route) => route.abort());
  // The contact template's own tag, as a theme prints it: it has failed long before the bundle runs.
  await page.route('**/contact/?*', async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    const nonce = /nonce="([^"]+)"/.exec(html)?.[1] ?? '';
    const tag = `<script async nonce="${nonce}" src="https://maps.googleapis.com/maps/api/js?key=theme-key"></script>`;
    await route.fulfill({ response, body: html.replace('</head>', `${tag}</head>`) });
  });
  await installPausedClock(page);
  // The wait is a timer on the page's clock, set once the map has seen that it is near the viewport (an
  // observer's report, in real time): the test counts from the moment it is set, however late that is.
  await page.addInitScript(() => {
    const setTimer = window.setTimeout;
    window.setTimeout = ((handler: TimerHandler, ms?: number, ...rest: unknown[]) => {
      if (ms === 10_000) (window as unknown as { mapWaitSet: boolean }).mapWaitSet = true;
      return setTimer(handler, ms, ...rest);
    }) as typeof setTimeout;
  });
  await open('/contact/');
  await runUntilMounted(page, '#map', 'map');
  await runEffects(page);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { mapWaitSet?: boolean }).mapWaitSet))
    .toBe(true);
  const embed = page.locator('#map iframe.wp-map-embed');
  await page.clock.runFor(9_000);
  await expect(embed).toHaveCount(0);
  await page.clock.runFor(1_000);
  await expect(embed).toBeVisible();
  expect(
    consoleLog.filter((entry) => entry.text.includes('Google Maps API could not be loaded')),
  ).toHaveLength(1);
});

test('when Google refuses the key, the grey map gives way to the embed, with one message', async ({
  page,
  open,
  consoleLog,
  expectConsole,
}) => {
  expectConsole(/map on <div id="map">: Google refused the Maps API key/);
  await page.addInitScript(() => {
    (window as unknown as { __fakeGoogleMapsRefuse: boolean }).__fakeGoogleMapsRefuse = true;
  });
  await open('/contact/');
  await expect(page.locator('#map iframe.wp-map-embed')).toBeVisible();
  await expect(page.locator('#map .fake-google-map')).toHaveCount(0);
  expect(consoleLog.filter((entry) => entry.text.includes('refused'))).toHaveLength(1);
});

test('bad attributes are reported once each and their defaults used; a map with no address is left as printed; one with nothing found is the embed', async ({
  page,
  open,
  consoleLog,
  expectConsole,
}) => {
  expectConsole(/map on <div id="map-(bad-attributes|no-address)"/);
  await open('/map-faults/');
  const bad = await mapIn(page, 'map-bad-attributes');
  expect(bad).toMatchObject({ zoom: 14, mapTypeId: 'theme_styled', styles: themeStyles('').slice(1) });
  expect(bad.markers).toEqual([expect.objectContaining({ icon: null })]);
  expect(
    consoleLog.filter((entry) => entry.text.includes('id="map-bad-attributes"')).map((entry) => entry.text),
  ).toEqual([
    expect.stringContaining('data-zoom="close" is not a number; using the default 14'),
    expect.stringContaining('data-hue="brownish" is not a colour like #1a5fa8; using the default ""'),
    expect.stringContaining(
      'data-marker="javascript:alert(1)" is not an http(s) address; using the default ""',
    ),
    expect.stringContaining('data-view="STREET" is not one of DEFAULT, SATELLITE, TERRAIN, HYBRID'),
  ]);

  await expect(page.locator('#map-no-address')).toHaveAttribute('data-widget-failed', 'map');
  expect(
    consoleLog.filter((entry) => entry.text.includes('id="map-no-address"')).map((entry) => entry.text),
  ).toEqual([
    expect.stringContaining('no address: a textarea of addresses, data-address, or data-lat and data-lng'),
  ]);

  await page.locator('#map-nothing-found').scrollIntoViewIfNeeded();
  await expect(page.locator('#map-nothing-found iframe')).toHaveAttribute(
    'src',
    'https://maps.google.com/maps?q=Atlantis+Square+1&t=m&z=12&output=embed',
  );
  // Each address once; which map nears the viewport first (and so geocodes first) is the stylesheet's layout.
  expect([...((await readFakeMaps(page))?.geocoded ?? [])].sort()).toEqual([
    'Atlantis Square 1',
    'Harbour Road 9 [over-limit]',
    'Rua das Flores 12, 4050-262 Porto',
  ]);
  expect((await readFakeMaps(page))?.maps.map((map) => map.container)).toEqual(['map-bad-attributes']);
});

test('unmounted, a map, its wrapper and the shortcode’s embed are the server’s markup again', async ({
  page,
  open,
}) => {
  await open('/contact/');
  await mapIn(page, 'map');
  const wrapper = await serverMarkup(page, '.map-wrapper');
  // Mid-fade, the address overlay has an inline opacity: the unmount takes it away with the map.
  // Over the map: under the theme its address overlay covers all of #map, so the pointer rests on the wrapper.
  await page.locator('.map-wrapper').hover({ position: { x: 600, y: 100 } });
  await expect.poll(() => inlineStyleOf(page.locator('.overlay-address-area'))).not.toBe('');
  await expectRestoredOnUnmount(page, '#map');
  await expect(page.locator('.map-wrapper')).toHaveJSProperty('outerHTML', wrapper);

  await open('/maps/');
  const embed = page.locator('.google-map iframe');
  await expect(embed).toHaveAttribute('title', 'Map: Rua das Flores 12, 4050-262 Porto');
  await expect(embed).toHaveAttribute('loading', 'lazy');
  await expectRestoredOnUnmount(page, '.google-map iframe');
  await scrollTopTo(page, '#map-rad-4c1f', 0.5);
  await mapIn(page, 'map-rad-4c1f', 2);
  await expectRestoredOnUnmount(page, '#map-rad-4c1f');
});
