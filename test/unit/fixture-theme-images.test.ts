// @vitest-environment node
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { createApp } from '../../fixtures/server/app';
import { resolveTheme, type Theme } from '../../fixtures/server/theme';

const ROOT = join(__dirname, '../..');
/** One of the theme's pictures the header's markup names (fixtures/server/chrome.ts, the social icons). */
const ICON = '/wp-content/themes/limitless/sprites/i/sc/facebook.png';

async function fetchFrom(theme: Theme, path: string): Promise<{ status: number; type: string | null }> {
  const server = createServer(createApp({ root: ROOT, theme }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const answer = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`);
    await answer.arrayBuffer();
    return { status: answer.status, type: answer.headers.get('content-type') };
  } finally {
    server.close();
  }
}

test("without the theme's folder, a theme picture the markup names is a stand-in image, not a 404", async () => {
  expect(await fetchFrom(resolveTheme(ROOT, 'none'), ICON)).toEqual({ status: 200, type: 'image/svg+xml' });
});

test('without it, what is not a picture under the theme is still not found', async () => {
  const standIn = resolveTheme(ROOT, 'none');
  expect((await fetchFrom(standIn, '/wp-content/themes/limitless/sprites/i/notes.txt')).status).toBe(404);
  expect((await fetchFrom(standIn, '/wp-content/themes/limitless/sprites/js/custom.js')).status).toBe(404);
});
