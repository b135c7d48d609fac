import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Response } from '@playwright/test';

/**
 * What a page shows as the server printed it (its visible text, what axe finds in it) is worked out once per
 * page, width and content, and shared by every test and project that asks again: the two flavours' builds serve
 * the same markup and stylesheets (the bundle's scripts, which differ, are refused there), and axe takes seconds
 * on a full page. The key is everything the result depends on: what the page loaded (every response's body, the
 * document's with the flavour's few marks taken out), the viewport, the Chromium and axe versions, and the code
 * that reads the page (this folder's accessibility.ts and server-view.ts). A change to any of them is a new key,
 * so a result is never read for content other than its own. Written whole under a temporary name and renamed, so
 * parallel workers never read half a file; two that miss at once both work it out, and the same answer wins.
 */
const cacheDir = join(import.meta.dirname, '../../.cache/server-views');

const code = ['accessibility.ts', 'server-view.ts', 'server-view-cache.ts']
  .map((file) => readFileSync(join(import.meta.dirname, file), 'utf8'))
  .join('\n');
const axeVersion = (
  JSON.parse(readFileSync(join(import.meta.dirname, '../../node_modules/axe-core/package.json'), 'utf8')) as {
    version: string;
  }
).version;

/**
 * The document as either flavour serves it, made one: the bundle's script tag (refused) names the flavour's
 * build, the fixture pages' flavour switch (a nav of the fixture's, outside every widget, left out of the
 * visible view) marks the current flavour and links with it, and every script's nonce is new for each request.
 */
export function withoutFlavour(html: string): string {
  return html
    .replace(/\/preact\/widgets\.js/g, '/widgets.js')
    .replace(/<nav class="fixture-flavour"[\s\S]*?<\/nav>/g, '<nav class="fixture-flavour"></nav>')
    .replace(/([?&])flavour=(?:react|preact)/g, '$1flavour=')
    .replace(/ nonce="[^"]*"/g, ' nonce=""');
}

/** Records every response a page gets, to key its server view by; call before the page navigates. */
export function recordResponses(page: Page): () => Promise<string> {
  const responses: Response[] = [];
  page.on('response', (response) => responses.push(response));
  return async () => {
    const hash = createHash('sha256');
    const parts = await Promise.all(
      responses.map(async (response) => {
        const body = await response.body().catch(() => Buffer.from(`status ${response.status()}`));
        const path = withoutFlavour(new URL(response.url()).pathname + new URL(response.url()).search);
        const text =
          response.request().resourceType() === 'document' ? withoutFlavour(body.toString()) : body;
        return { path, text };
      }),
    );
    parts.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    for (const { path, text } of parts) hash.update(path).update('\0').update(text).update('\0');
    return hash.digest('hex');
  };
}

/**
 * `compute()`'s answer for the server view `page` shows, worked out once for the same content: `kind` names what
 * is worked out, `contentKey` is what `recordResponses` returned for the page.
 */
export async function cachedServerView<T>(
  page: Page,
  kind: string,
  contentKey: string,
  compute: () => Promise<T>,
): Promise<T> {
  const key = createHash('sha256')
    .update(
      JSON.stringify([
        kind,
        contentKey,
        page.viewportSize(),
        page.context().browser()?.version() ?? '',
        axeVersion,
      ]),
    )
    .update(code)
    .digest('hex');
  const file = join(cacheDir, `${key}.json`);
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    // Not worked out yet (or being written by another worker): work it out.
  }
  const result = await compute();
  mkdirSync(cacheDir, { recursive: true });
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  writeFileSync(temporary, JSON.stringify(result));
  renameSync(temporary, file);
  return result;
}
