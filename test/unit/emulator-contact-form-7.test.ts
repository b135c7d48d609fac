// @vitest-environment node

import { Window } from 'happy-dom';
import { describe, expect, test } from 'vitest';
import { CAPTCHAS, QUIZ, quizHash, validate } from '../../fixtures/emulator/forms/contact-form-7';
import { answerContract } from '../../fixtures/emulator/index';
import { Session } from '../../fixtures/emulator/session';

/**
 * The emulated Contact Form 7 routes, on the fixture pages' own forms: 120 (contact page, 6.0.1: name, email,
 * website, subject, topic, heard-from, message 20–400 characters, three acceptance boxes), 121 (its sidebar:
 * name, quiz, captcha) and 87 (the 5.1.9 page).
 */
const CONTACT = {
  _wpcf7: '120',
  _wpcf7_version: '6.0.1',
  _wpcf7_locale: 'en_US',
  _wpcf7_unit_tag: 'wpcf7-f120-p45-o1',
  _wpcf7_container_post: '45',
  _wpcf7_posted_data_hash: '',
  'your-name': 'Ana',
  'your-email': 'ana@example.com',
  'your-message': 'A message long enough to pass.',
  'accept-privacy': '1',
};

async function post(path: string, fields: Record<string, string>, session = new Session('test')) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const encoded = new Request('http://x/', { method: 'POST', body: form });
  const response = await answerContract({
    method: 'POST',
    url: new URL(path, 'http://127.0.0.1'),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
    body: Buffer.from(await encoded.arrayBuffer()),
    session,
  });
  return { status: response?.status, body: JSON.parse(String(response?.body)) };
}

const feedback = (fields: Record<string, string>, session?: Session) =>
  post('/wp-json/contact-form-7/v1/contact-forms/120/feedback', fields, session);

describe('POST contact-forms/{id}/feedback', () => {
  test('a valid submission is mail_sent, with a posted data hash', async () => {
    const { status, body } = await feedback(CONTACT);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      contact_form_id: 120,
      status: 'mail_sent',
      message: 'Thank you for your message. It has been sent.',
      into: '#wpcf7-f120-p45-o1',
    });
    expect(body.posted_data_hash).toMatch(/^[0-9a-f]{32}$/);
  });

  test('5.6+ answers carry invalid_fields on every status, empty but for validation_failed (as 5.7.7 does)', async () => {
    const { body } = await feedback(CONTACT);
    expect(body.status).toBe('mail_sent');
    expect(body.invalid_fields).toEqual([]);
    const failed = await feedback({ ...CONTACT, 'your-message': 'A message long enough [mail-failed]' });
    expect([failed.body.status, failed.body.invalid_fields]).toEqual(['mail_failed', []]);
    const legacy = await post('/wp-json/contact-form-7/v1/contact-forms/87/feedback', {
      _wpcf7: '87',
      _wpcf7_version: '5.1.9',
      _wpcf7_unit_tag: 'wpcf7-f87-p12-o1',
    });
    expect(legacy.body).not.toHaveProperty('invalid_fields');
  });

  test('5.6+ lists invalid fields in the order the plugin checks them: schema modules, then quiz and captcha', async () => {
    const window = new Window();
    try {
      const document = new window.DOMParser().parseFromString(
        `<form>
          <input class="wpcf7-form-control wpcf7-quiz" name="quiz-1">
          <input class="wpcf7-form-control wpcf7-text wpcf7-validates-as-required" name="your-name">
          <textarea class="wpcf7-form-control wpcf7-textarea wpcf7-validates-as-required" name="your-message"></textarea>
          <select class="wpcf7-form-control wpcf7-select wpcf7-validates-as-required" name="your-subject"></select>
          <input class="wpcf7-form-control wpcf7-email wpcf7-validates-as-required" name="your-email">
          <span class="wpcf7-form-control wpcf7-checkbox wpcf7-validates-as-required"><input type="checkbox" name="topics[]"></span>
        </form>`,
        'text/html',
      );
      const form = document.querySelector('form') as unknown as Element;
      const fields = (era: 'field' | 'into') =>
        validate(form, new URLSearchParams(), era).map(({ field }) => field);
      expect(fields('field')).toEqual([
        'topics',
        'your-subject',
        'your-name',
        'your-email',
        'your-message',
        'quiz-1',
      ]);
      expect(fields('into')).toEqual([
        'quiz-1',
        'your-name',
        'your-message',
        'your-subject',
        'your-email',
        'topics',
      ]);
    } finally {
      await window.happyDOM.close();
    }
  });

  test('required, email, URL and length rules come from the form markup; 5.6+ items name the field', async () => {
    const { body } = await feedback({
      ...CONTACT,
      'your-name': '  ',
      'your-email': 'ana@',
      'your-website': 'example',
      'your-subject': 'ab',
      'your-message': 'short',
    });
    expect(body.status).toBe('validation_failed');
    expect(body.message).toBe('One or more fields have an error. Please check and try again.');
    expect(body.posted_data_hash).toBe('');
    expect(body.invalid_fields).toEqual([
      {
        field: 'your-name',
        message: 'Please fill out this field.',
        idref: 'contact-name',
        error_id: 'wpcf7-f120-p45-o1-ve-your-name',
      },
      {
        field: 'your-email',
        message: 'Please enter an email address.',
        idref: 'contact-email',
        error_id: 'wpcf7-f120-p45-o1-ve-your-email',
      },
      {
        field: 'your-website',
        message: 'Please enter a URL.',
        idref: 'contact-website',
        error_id: 'wpcf7-f120-p45-o1-ve-your-website',
      },
      {
        field: 'your-subject',
        message: 'This field has a too short input.',
        idref: null,
        error_id: 'wpcf7-f120-p45-o1-ve-your-subject',
      },
      {
        field: 'your-message',
        message: 'This field has a too short input.',
        idref: 'contact-message',
        error_id: 'wpcf7-f120-p45-o1-ve-your-message',
      },
    ]);
  });

  test('too long, by the maxlength the form prints', async () => {
    const { body } = await feedback({ ...CONTACT, 'your-message': 'x'.repeat(401) });
    expect(body.invalid_fields).toEqual([
      expect.objectContaining({ message: 'This field has a too long input.' }),
    ]);
  });

  test.each([
    [{ 'accept-privacy': '' }, 'acceptance_missing'],
    [{ 'under-sixteen': '1' }, 'acceptance_missing'],
    // The optional box is not required.
    [{ 'send-copy': '1' }, 'mail_sent'],
  ])('acceptance %j: %s', async (change, expected) => {
    const fields: Record<string, string> = { ...CONTACT, ...change };
    for (const [name, value] of Object.entries(change)) if (value === '') delete fields[name];
    const { body } = await feedback(fields);
    expect(body.status).toBe(expected);
    if (expected === 'acceptance_missing') {
      expect(body.message).toBe('You must accept the terms and conditions before sending your message.');
    }
  });

  test.each([
    ['[spam]', 'spam'],
    ['[mail-failed]', 'mail_failed'],
    ['[aborted]', 'aborted'],
    ['[payment-required]', 'payment_required'],
    ['[status:x.y z]', 'x.y z'],
  ])('a field holding %s answers %s', async (trigger, status) => {
    const { body } = await feedback({ ...CONTACT, 'your-message': `Hello there, long enough ${trigger}` });
    expect(body.status).toBe(status);
  });

  test('spam, mail_sent and mail_failed carry a new captcha and quiz (the sidebar form has both)', async () => {
    const session = new Session('refills');
    const booking = {
      _wpcf7: '121',
      _wpcf7_version: '6.0.1',
      _wpcf7_unit_tag: 'wpcf7-f121-o2',
      'visitor-name': 'Rui',
      'quiz-visit': ' 5 ',
      _wpcf7_quiz_answer_: '',
      '_wpcf7_quiz_answer_quiz-visit': quizHash('5'),
      'captcha-visit': 'kwpd',
      '_wpcf7_captcha_challenge_captcha-visit': '2874150396',
    };
    const path = '/wp-json/contact-form-7/v1/contact-forms/121/feedback';
    const sent = await post(path, booking, session);
    expect(sent.body.status).toBe('mail_sent');
    expect(sent.body.captcha).toEqual({
      'captcha-visit': `/wp-content/themes/limitless/fixture-assets/wpcf7_captcha/${CAPTCHAS[1]?.[0]}.png`,
    });
    expect(sent.body.quiz).toEqual({ 'quiz-visit': [QUIZ[1]?.[0], quizHash(QUIZ[1]?.[1] ?? '')] });

    const wrong = await post(path, { ...booking, 'quiz-visit': '6', 'captcha-visit': 'ABCD' }, session);
    expect(wrong.body.status).toBe('validation_failed');
    expect(wrong.body.invalid_fields.map((item: { message: string }) => item.message)).toEqual([
      'The answer to the quiz is incorrect.',
      'Your entered code is incorrect.',
    ]);
    // A validation failure spends no captcha.
    expect(wrong.body.captcha).toBeUndefined();
  });

  test('5.1 forms answer with invalidFields and `into`, the old messages, and no posted data hash', async () => {
    const { body } = await post('/?rest_route=/contact-form-7/v1/contact-forms/87/feedback', {
      _wpcf7: '87',
      _wpcf7_version: '5.1.9',
      _wpcf7_unit_tag: 'wpcf7-f87-p52-o1',
      'your-name': '',
      'your-email': 'nope',
    });
    expect(body).toMatchObject({ status: 'validation_failed', into: '#wpcf7-f87-p52-o1' });
    expect(body.invalid_fields).toBeUndefined();
    expect(body.posted_data_hash).toBeUndefined();
    expect(body.invalidFields).toEqual([
      expect.objectContaining({
        into: 'span.wpcf7-form-control-wrap.your-name',
        message: 'The field is required.',
      }),
      expect.objectContaining({
        into: 'span.wpcf7-form-control-wrap.your-email',
        message: 'The e-mail address entered is invalid.',
      }),
    ]);
  });

  test('415 for a body that is not multipart, 404 for an unknown form, 400 for a bad unit tag', async () => {
    const urlencoded = await answerContract({
      method: 'POST',
      url: new URL('http://127.0.0.1/wp-json/contact-form-7/v1/contact-forms/120/feedback'),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: Buffer.from('_wpcf7=120'),
      session: new Session('test'),
    });
    expect(urlencoded?.status).toBe(415);
    expect(JSON.parse(String(urlencoded?.body))).toMatchObject({ code: 'wpcf7_unsupported_media_type' });
    const unknown = await post('/wp-json/contact-form-7/v1/contact-forms/999/feedback', CONTACT);
    expect([unknown.status, unknown.body.code]).toEqual([404, 'wpcf7_not_found']);
    const badTag = await feedback({ ...CONTACT, _wpcf7_unit_tag: 'nope' });
    expect([badTag.status, badTag.body.code, badTag.body.message]).toEqual([
      400,
      'wpcf7_unit_tag_not_found',
      'There is no valid unit tag.',
    ]);
  });
});

describe('GET contact-forms/{id}/refill', () => {
  async function refill(id: number, session: Session) {
    const response = await answerContract({
      method: 'GET',
      url: new URL(`http://127.0.0.1/wp-json/contact-form-7/v1/contact-forms/${id}/refill`),
      headers: {},
      body: Buffer.alloc(0),
      session,
    });
    return JSON.parse(String(response?.body));
  }

  test('each refill hands out the next captcha and question; a form with neither gets []', async () => {
    const session = new Session('refill');
    const first = await refill(121, session);
    const second = await refill(121, session);
    expect(first.captcha['captcha-visit']).toMatch(new RegExp(`${CAPTCHAS[1]?.[0]}\\.png$`));
    expect(second.captcha['captcha-visit']).toMatch(new RegExp(`${CAPTCHAS[2]?.[0]}\\.png$`));
    expect(second.quiz['quiz-visit'][0]).toBe(QUIZ[2]?.[0]);
    expect(await refill(120, session)).toEqual([]);
  });
});
