import { describe, expect, it } from 'vitest';
import { fieldIsValid } from '../../widgets/sticky-contact/validate';

describe('a sticky contact field is valid', () => {
  it.each([
    ['filled', { value: 'Ana', placeholder: 'Your name' }, true],
    ['empty', { value: '', placeholder: 'Your name' }, false],
    ['spaces', { value: '   ', placeholder: 'Your name' }, false],
    ['its default text', { value: 'Your name', placeholder: 'Your name' }, false],
    ['an address', { value: 'ana@example.com', placeholder: 'Your email', email: true }, true],
    ['an address without a domain', { value: 'ana@example', placeholder: 'Your email', email: true }, false],
    ['two @', { value: 'ana@@example.com', placeholder: 'Your email', email: true }, false],
  ] as const)('%s: %s', (_name, field, expected) => {
    expect(fieldIsValid(field)).toBe(expected);
  });
});
