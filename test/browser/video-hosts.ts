import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

const youtube = join(import.meta.dirname, '../../fixtures/assets/youtube');

/**
 * Stands in for the video hosts, so no test reaches the network: YouTube's and Vimeo's players (a page that
 * shows what it plays, and can say its video ended), YouTube's iframe API, and the providers' oEmbed endpoints,
 * answered by the emulator's oEmbed proxy. Returns the player addresses the page loaded, in order.
 */
export async function stubVideoHosts(page: Page): Promise<string[]> {
  const players: string[] = [];
  const player = readFileSync(join(youtube, 'embed.html'), 'utf8');
  await page.route(/^https:\/\/(www\.)?(youtube|youtube-nocookie)\.com\/embed\//, (route) => {
    if (route.request().resourceType() === 'document') players.push(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: player });
  });
  await page.route(/^https:\/\/player\.vimeo\.com\//, (route) => {
    if (route.request().resourceType() === 'document') players.push(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: player });
  });
  await page.route('https://www.youtube.com/iframe_api', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: readFileSync(join(youtube, 'iframe_api.js'), 'utf8'),
    }),
  );
  await page.route(
    /^https:\/\/(www\.youtube\.com\/oembed|vimeo\.com\/api\/oembed\.json)\?/,
    async (route) => {
      const asked = new URL(route.request().url());
      const proxy = new URL('/wp-json/oembed/1.0/proxy', page.url());
      proxy.searchParams.set('url', asked.searchParams.get('url') ?? '');
      proxy.searchParams.set('format', 'json');
      const answer = await page.request.get(proxy.href);
      await route.fulfill({
        status: answer.status(),
        contentType: 'application/json',
        headers: { 'access-control-allow-origin': '*' },
        body: await answer.text(),
      });
    },
  );
  return players;
}
