// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { answerContract } from '../../fixtures/emulator/index';
import { SESSION_COOKIE, Session, Sessions } from '../../fixtures/emulator/session';

function request(method: string, path: string, body = '', contentType = 'application/x-www-form-urlencoded') {
  return answerContract({
    method,
    url: new URL(path, 'http://127.0.0.1:8080'),
    headers: { 'content-type': contentType },
    body: Buffer.from(body),
    session: new Session('test'),
  });
}

function bodyOf(response: Awaited<ReturnType<typeof answerContract>>): string {
  return String(response?.body ?? '');
}

describe('the contract emulator routes what WordPress routes', () => {
  test.each([
    [
      'GET',
      '/?rest_route=/contact-form-7/v1/contact-forms/12/feedback/schema',
      '',
      501,
      /GET contact-forms\/12\/feedback\/schema/,
    ],
  ])(
    '%s %s (%s) is a route a later widget fills: 501, saying what',
    async (method, path, body, status, message) => {
      const response = await request(method, path, body);
      expect(response?.status).toBe(status);
      expect(JSON.parse(bodyOf(response))).toMatchObject({
        code: 'not_emulated',
        message: expect.stringMatching(message),
      });
    },
  );

  test('an admin-ajax action nobody handles answers "0", as WordPress does', async () => {
    const unknownAction = await request('POST', '/wp-admin/admin-ajax.php', 'action=nope');
    expect([unknownAction?.status, bodyOf(unknownAction)]).toEqual([400, '0']);
    const unknownType = await request('POST', '/wp-admin/admin-ajax.php', 'action=ioalistener&type=nope');
    expect([unknownType?.status, bodyOf(unknownType)]).toEqual([200, '0']);
  });

  test('a multipart admin-ajax body is read too', async () => {
    const form = new FormData();
    form.append('action', 'ioalistener');
    form.append('type', 'like-portfolio');
    form.append('id', '101');
    const encoded = new Request('http://x/', { method: 'POST', body: form });
    const body = Buffer.from(await encoded.arrayBuffer());
    const response = await answerContract({
      method: 'POST',
      url: new URL('http://127.0.0.1/wp-admin/admin-ajax.php'),
      headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
      body,
      session: new Session('test'),
    });
    // The post's three likes, and this visitor's: the id was read from the multipart body.
    expect(bodyOf(response)).toBe('4');
  });

  test('an unknown wc-ajax endpoint answers -1, and the wrong method on a REST route is rest_no_route', async () => {
    expect(bodyOf(await request('POST', '/?wc-ajax=nope'))).toBe('-1');
    const wrongMethod = await request('GET', '/wp-json/contact-form-7/v1/contact-forms/12/feedback');
    expect(wrongMethod?.status).toBe(404);
    expect(JSON.parse(bodyOf(wrongMethod)).code).toBe('rest_no_route');
  });

  test('pages and assets are not contract calls', async () => {
    expect(await request('GET', '/shortcodes/')).toBeNull();
    expect(await request('GET', '/wp-content/themes/limitless/widgets/widgets.js')).toBeNull();
  });
});

describe('per-visitor sessions', () => {
  test('a new visitor gets a session cookie; a returning one keeps its state', () => {
    const sessions = new Sessions();
    const first = sessions.resolve(undefined);
    expect(first.setCookie).toMatch(
      new RegExp(`^${SESSION_COOKIE}=[\\w-]+; Path=/; HttpOnly; SameSite=Lax$`),
    );
    first.session.state('cart', () => ({ items: 1 })).items += 1;

    const cookie = first.setCookie?.split(';')[0];
    const again = sessions.resolve(`other=1; ${cookie}`);
    expect(again.setCookie).toBeUndefined();
    expect(again.session.state('cart', () => ({ items: 0 })).items).toBe(2);

    const stranger = sessions.resolve(`${SESSION_COOKIE}=forged`);
    expect(stranger.session).not.toBe(first.session);
    expect(stranger.setCookie).toBeDefined();
  });
});
