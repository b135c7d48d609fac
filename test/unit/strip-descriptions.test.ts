import { describe, expect, test } from 'vitest';
import { stripDescriptions } from '../../scripts/strip-descriptions.mjs';

describe('stripDescriptions (the build leaves option descriptions out of the bundle)', () => {
  test('a literal description goes, with its comma; the rest of the schema stays', () => {
    expect(
      stripDescriptions("zoom: option.number({ description: 'The zoom, 0 to 21.', default: 14 }),"),
    ).toBe('zoom: option.number({ default: 14 }),');
  });

  test('quotes and escapes of every kind, literals joined with +, and a description last in its object', () => {
    const source = [
      'a: option.string({',
      "  description: 'It\\'s the \"key\", a `name`.',",
      '  default: "",',
      '}),',
      'b: option.boolean({ default: false, description: "On " +',
      "    'or off' }),",
      'c: option.enum(["x"], { description: `A template`, default: "x" }),',
    ].join('\n');
    expect(stripDescriptions(source)).toBe(
      [
        'a: option.string({',
        '  default: "",',
        '}),',
        'b: option.boolean({ default: false, }),',
        'c: option.enum(["x"], { default: "x" }),',
      ].join('\n'),
    );
  });

  test('a description computed at run time is code, and stays; so do types and other keys', () => {
    const source = [
      "item = { title, description: link.getAttribute('title') ?? '' };",
      'interface Spec { readonly description: string; }',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template with a substitution.
      "const t = { description: `Hello ${name}`, longDescription: 'x' };",
      "const u = { 'description': 'quoted keys are left alone' };",
    ].join('\n');
    expect(stripDescriptions(source)).toBe(source);
  });
});
