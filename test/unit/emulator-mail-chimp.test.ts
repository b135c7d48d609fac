// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { answerContract } from '../../fixtures/emulator/index';
import { Session } from '../../fixtures/emulator/session';

const SUBSCRIBER = {
  name: 'Ana',
  email: 'ana@example.com',
  api: '0f8e2d6c4b1a39577d3e5f2a1c9b8e04-us21',
  list: '5b1c7e0d42',
};

async function subscribe(fields: Record<string, string>) {
  const body = new URLSearchParams({ action: 'ioalistener', type: 'mail-chimp-widget', ...fields });
  const response = await answerContract({
    method: 'POST',
    url: new URL('http://127.0.0.1/wp-admin/admin-ajax.php'),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: Buffer.from(body.toString()),
    session: new Session('test'),
  });
  return [response?.status, String(response?.body)];
}

describe('the theme listener, type=mail-chimp-widget', () => {
  test('name, email, api and list of a known list: subscribed', async () => {
    expect(await subscribe(SUBSCRIBER)).toEqual([200, 'subscribed']);
  });

  test.each([
    [{ name: ' ' }, 400, /all required/],
    [{ email: 'not-an-email@' }, 400, /looks fake or invalid/],
    [{ api: 'abc' }, 401, /API Key Invalid/],
    [{ list: 'nope' }, 404, /list does not exist/],
  ])('%j is refused: %s', async (change, status, message) => {
    const [code, text] = await subscribe({ ...SUBSCRIBER, ...change });
    expect(code).toBe(status);
    expect(text).toMatch(message);
  });
});
