import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';

/**
 * Routes the requests matching `pattern` to a server that answers 200 with its headers and the first bytes of
 * a body (`start`), then sends nothing more until the page gives up: a server that stalls mid-answer, which
 * Playwright's own routing cannot make (it fulfills a whole body at once). Closed with the test's page.
 */
export async function stallAnswers(
  page: Page,
  pattern: string | RegExp,
  { contentType = 'application/json; charset=UTF-8', start = '{"status":' } = {},
): Promise<{ readonly stalled: () => number }> {
  const open = new Set<ServerResponse>();
  let stalled = 0;
  const server = createServer((request, response) => {
    request.resume();
    stalled += 1;
    open.add(response);
    response.on('close', () => open.delete(response));
    response.writeHead(200, { 'content-type': contentType, 'access-control-allow-origin': '*' });
    response.write(start);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  page.once('close', () => {
    for (const response of open) response.destroy();
    server.close();
  });
  await page.route(pattern, (route) => {
    const url = new URL(route.request().url());
    return route.continue({ url: `http://127.0.0.1:${port}${url.pathname}${url.search}` });
  });
  return { stalled: () => stalled };
}
