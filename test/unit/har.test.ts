// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { loadHar, multipartFields, sameBody } from '../../fixtures/server/har';

/** A multipart body as a browser writes it, with the boundary it drew. */
function multipart(boundary: string, fields: ReadonlyArray<readonly [string, string]>, eol = '\r\n'): string {
  const parts = fields.map(
    ([name, value]) =>
      `--${boundary}${eol}Content-Disposition: form-data; name="${name}"${eol}${eol}${value}${eol}`,
  );
  return `${parts.join('')}--${boundary}--${eol}`;
}

const FIELDS = [
  ['_wpcf7', '42'],
  ['_wpcf7_unit_tag', 'wpcf7-f42-o1'],
  ['your-name', 'Ada Lovelace'],
  ['your-message', 'First line\r\nsecond line'],
] as const;

describe('multipartFields', () => {
  test('reads every field, a value keeping its own line breaks', () => {
    expect(multipartFields(multipart('----WebKitFormBoundaryA', FIELDS))).toEqual([
      '_wpcf7=42',
      '_wpcf7_unit_tag=wpcf7-f42-o1',
      'your-message=First line\r\nsecond line',
      'your-name=Ada Lovelace',
    ]);
  });

  test('a file part counts by its file name: a HAR keeps no file bytes', () => {
    const body =
      '--b1\r\nContent-Disposition: form-data; name="your-file"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7 ...\r\n--b1--\r\n';
    expect(multipartFields(body)).toEqual(['your-file=file:cv.pdf']);
  });

  test('a body that is not multipart is undefined', () => {
    expect(multipartFields('action=ioalistener&type=search')).toBeUndefined();
    expect(multipartFields('')).toBeUndefined();
    expect(multipartFields('--b1\r\nno headers end here')).toBeUndefined();
  });
});

describe('sameBody', () => {
  test('multipart bodies match whatever boundary each request drew and in any field order', () => {
    const recorded = multipart('----WebKitFormBoundaryRecorded', FIELDS);
    const sent = multipart('----WebKitFormBoundaryX9', [...FIELDS].reverse());
    expect(sameBody(recorded, sent)).toBe(true);
  });

  test('a multipart body with another value, or a field more, is another request', () => {
    const recorded = multipart('r', FIELDS);
    expect(sameBody(recorded, multipart('s', [...FIELDS.slice(0, 3), ['your-message', 'Another']]))).toBe(
      false,
    );
    expect(sameBody(recorded, multipart('s', [...FIELDS, ['your-phone', '']]))).toBe(false);
    expect(sameBody(recorded, 'action=ioalistener')).toBe(false);
  });

  test('form-encoded bodies match in any order, the `time` stamp left out', () => {
    expect(sameBody('action=a&type=search&time=1', 'type=search&action=a&time=2')).toBe(true);
    expect(sameBody('action=a&type=search', 'action=a&type=likes')).toBe(false);
  });

  test('a recording without a body answers only a request without one', () => {
    expect(sameBody(undefined, '')).toBe(true);
    expect(sameBody(undefined, 'action=a')).toBe(false);
  });
});

describe('loadHar', () => {
  const dir = mkdtempSync(join(tmpdir(), 'har-test-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('answers a Contact Form 7 submission from its recording, on another origin and boundary', () => {
    const file = join(dir, 'cf7.har');
    const answer = '{"contact_form_id":42,"status":"mail_sent"}';
    writeFileSync(
      file,
      JSON.stringify({
        log: {
          entries: [
            {
              request: {
                method: 'POST',
                url: 'https://shop.example/wp-json/contact-form-7/v1/contact-forms/42/feedback',
                postData: { text: multipart('----WebKitFormBoundaryRecorded', FIELDS) },
              },
              response: {
                status: 200,
                headers: [
                  { name: 'content-type', value: 'application/json; charset=UTF-8' },
                  { name: 'content-encoding', value: 'br' },
                ],
                content: { text: answer, mimeType: 'application/json' },
              },
            },
          ],
        },
      }),
    );
    const har = loadHar(file);
    const url = new URL('http://127.0.0.1:8080/wp-json/contact-form-7/v1/contact-forms/42/feedback');
    const replayed = har.match('POST', url, Buffer.from(multipart('----WebKitFormBoundaryNew', FIELDS)));
    expect(replayed).toEqual({
      status: 200,
      headers: { 'content-type': 'application/json; charset=UTF-8' },
      body: answer,
    });
    const other = multipart('----WebKitFormBoundaryNew', [
      ...FIELDS.slice(0, 2),
      ['your-name', 'Grace Hopper'],
    ]);
    expect(har.match('POST', url, Buffer.from(other))).toBeUndefined();
  });
});
