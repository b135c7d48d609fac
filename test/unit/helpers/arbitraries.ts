import fc from 'fast-check';
import { HOSTILE_TEXT, HOSTILE_URLS } from '../../xss-corpus';

/**
 * What the property tests generate, in one place. A fixed seed, so a failure in CI is the same failure on any
 * machine (fast-check prints the seed and path to replay it); `npm run fuzz` runs many more cases with a new
 * seed each time (FUZZ_SEED and FUZZ_RUNS override both).
 */
const fuzzing = process.env.FUZZ_RUNS !== undefined;
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : fuzzing ? Date.now() : 20261126;
const scale = fuzzing ? Math.max(1, Number(process.env.FUZZ_RUNS) / 100) : 1;
fc.configureGlobal({ seed });

/** Cases per property in CI: sixty per option schema, a hundred per answer, more where the input is a line of text. */
export const PROPERTY_RUNS = {
  schema: Math.round(60 * scale),
  text: Math.round(500 * scale),
  answer: Math.round(100 * scale),
};

/** Numbers written every way a site owner or a plugin might: words, exponents, signs, locales, extremes. */
const numberish = fc.oneof(
  fc.double().map(String),
  fc.integer().map(String),
  fc.constantFrom(
    'NaN',
    'Infinity',
    '-Infinity',
    '1e309',
    '-0',
    '0x10',
    '1_000',
    '1,5',
    '1.5e-9',
    ' 12 ',
    '12px',
    '50%',
    'ten',
    'zero',
    'two thousand',
    '٣',
    '１２',
  ),
);

/** JSON and fragments of it, with keys that would reach a prototype if merged carelessly. */
const jsonish = fc.oneof(
  fc.json(),
  fc.constantFrom(
    '{"__proto__":{"polluted":true}}',
    '{"constructor":{"prototype":{"polluted":true}}}',
    '[{"__proto__":1}]',
    '{"a":',
    '[1,2',
    '{}',
    '[]',
    'null',
    '"text"',
    "{'single':'quotes'}",
  ),
);

/** Dates as a theme's settings page lets them be typed, and the impossible ones. */
const dateish = fc.oneof(
  fc.constantFrom(
    '2026/11/26',
    '26/11/2026',
    '2026/02/30',
    '2026/13/01',
    '0000/00/00',
    '9999/12/31 23:59:59',
    '2026/11/26 25:61:61',
    'next Friday',
    'tomorrow',
  ),
  fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
);

/** Any attribute value: empty, blank, huge, unicode, controls, numbers as words, JSON, dates, markup, addresses. */
export function hostileAttribute(): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(
      '',
      ' ',
      '\t\n',
      'true',
      'false',
      'yes',
      'no',
      'on',
      'off',
      'null',
      'undefined',
      '__proto__',
      'constructor',
      'toString',
    ),
    numberish,
    jsonish,
    dateish,
    fc.constantFrom(...HOSTILE_TEXT, ...HOSTILE_URLS),
    fc.string({ unit: 'grapheme', maxLength: 40 }),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.array(fc.string({ maxLength: 8 }), { maxLength: 6 }).map((parts) => parts.join(',')),
    fc.nat({ max: 200_000 }).map((length) => 'x'.repeat(length)),
  );
}

/** Address fragments: well formed, percent-escaped, broken escapes, markup, unicode. */
export function hostileHash(): fc.Arbitrary<string> {
  return fc.oneof(
    fc.string({ unit: 'grapheme', maxLength: 30 }).map((text) => `#${text}`),
    fc.string({ unit: 'binary', maxLength: 30 }).map((text) => `#${text}`),
    fc.string({ maxLength: 20 }).map((text) => `#${encodeURIComponent(text)}`),
    fc
      .array(
        fc.constantFrom(
          '%',
          '%E0',
          '%A4',
          '%A',
          '%C3%A9',
          '%00',
          '%ZZ',
          'rps',
          '[',
          ']',
          '/',
          '0',
          '9',
          '<',
          '"',
        ),
        {
          maxLength: 10,
        },
      )
      .map((parts) => `#${parts.join('')}`),
    fc.tuple(fc.string({ maxLength: 12 }), fc.nat(), fc.boolean()).map(([group, index, escaped]) => {
      const name = escaped ? encodeURIComponent(group) : group;
      return `#prettyPhoto${group ? `[${name}]` : ''}/${index}/`;
    }),
    fc.constantFrom(
      '',
      '#',
      '#prettyPhoto',
      '#prettyPhoto/',
      '#prettyPhoto[]/0/',
      '#prettyPhoto/99999999999/',
    ),
    fc.constantFrom(...HOSTILE_TEXT.map((text) => `#${text}`)),
  );
}
