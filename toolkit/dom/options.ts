import type { Reporter } from '../../loader/contract';
import { causeText, ReportedError } from '../../loader/contract';
import { parseDate } from './dates';

/**
 * Widget options come from `data-*` attributes, declared once per widget in a schema and read by this one
 * reader. A bad value is reported once (widget, element, attribute, value) and replaced by the default; an
 * option without a sensible default is required, and a missing or bad one leaves the server HTML as it is.
 * The schemas also generate the attribute reference in the docs.
 */

export type OptionType = 'string' | 'number' | 'boolean' | 'enum' | 'list' | 'json' | 'date';

export interface OptionSpec<T> {
  readonly type: OptionType;
  readonly description: string;
  /** Defaults to `data-<key in kebab-case>`. */
  readonly attribute?: string;
  /** Absent: the option is required. */
  readonly default?: T;
  /** Allowed values, for enums (docs and parsing). */
  readonly values?: readonly string[];
  /** Turns the attribute's text into a value, or throws an Error whose message says what is wrong. */
  parse(raw: string): T;
}

// biome-ignore lint/suspicious/noExplicitAny: a schema maps keys to specs of any value type.
export type OptionSchema = Readonly<Record<string, OptionSpec<any>>>;
export type Options<S extends OptionSchema> = {
  -readonly [K in keyof S]: S[K] extends OptionSpec<infer T> ? T : never;
};

interface Common<T> {
  description: string;
  attribute?: string;
  default?: T;
}

function fail(message: string): never {
  throw new Error(message);
}

const BOOLEAN_WORDS: Record<string, boolean> = {
  '': true,
  true: true,
  false: false,
  '1': true,
  '0': false,
  yes: true,
  no: false,
  on: true,
  off: false,
};

export const option = {
  /**
   * Any text; `nonEmpty` when an empty one means nothing (an id); `validate` returns what is wrong with a text
   * the widget cannot use (an address that is not a video's), or null.
   */
  string(
    spec: Common<string> & { nonEmpty?: boolean; validate?: (value: string) => string | null },
  ): OptionSpec<string> {
    const { nonEmpty, validate, ...rest } = spec;
    return {
      ...rest,
      type: 'string',
      parse(raw) {
        if (nonEmpty && raw.trim() === '') fail('is empty');
        const problem = validate?.(raw) ?? null;
        return problem ? fail(problem) : raw;
      },
    };
  },

  number(spec: Common<number> & { min?: number; max?: number; integer?: boolean }): OptionSpec<number> {
    return {
      ...spec,
      type: 'number',
      parse(raw) {
        const text = raw.trim();
        const value = Number(text);
        if (text === '' || !Number.isFinite(value)) fail('is not a number');
        if (spec.integer && !Number.isInteger(value)) fail('is not a whole number');
        if (spec.min !== undefined && value < spec.min) fail(`is below the minimum ${spec.min}`);
        if (spec.max !== undefined && value > spec.max) fail(`is above the maximum ${spec.max}`);
        return value;
      },
    };
  },

  /**
   * true/false, 1/0, yes/no, on/off, or the bare attribute (`data-autoplay`) for true. `empty: false` reads an
   * empty value as false, where the replaced plugin read options through jQuery's `.data()` (to which `""` is
   * off, and which themes print for an option turned off).
   */
  boolean(spec: Common<boolean> & { empty?: boolean }): OptionSpec<boolean> {
    const { empty = true, ...rest } = spec;
    return {
      ...rest,
      type: 'boolean',
      parse(raw) {
        const text = raw.trim().toLowerCase();
        // Own words only: `__proto__` or `constructor` would read the object's prototype as a value.
        const value =
          text === '' ? empty : Object.hasOwn(BOOLEAN_WORDS, text) ? BOOLEAN_WORDS[text] : undefined;
        return value ?? fail('is not true or false');
      },
    };
  },

  enum<const V extends string>(values: readonly V[], spec: Common<V>): OptionSpec<V> {
    return {
      ...spec,
      type: 'enum',
      values,
      parse(raw) {
        const text = raw.trim().toLowerCase();
        return (
          values.find((value) => value.toLowerCase() === text) ?? fail(`is not one of ${values.join(', ')}`)
        );
      },
    };
  },

  /** A separated list of non-empty, trimmed items. */
  list(spec: Common<string[]> & { separator?: string }): OptionSpec<string[]> {
    const separator = spec.separator ?? ',';
    return {
      ...spec,
      type: 'list',
      parse: (raw) =>
        raw
          .split(separator)
          .map((item) => item.trim())
          .filter((item) => item !== ''),
    };
  },

  /** JSON, checked by `validate` (which returns an error message for a value of the wrong shape). */
  json<T>(spec: Common<T> & { validate?: (value: unknown) => string | null }): OptionSpec<T> {
    return {
      ...spec,
      type: 'json',
      parse(raw) {
        let value: unknown;
        try {
          value = JSON.parse(raw);
        } catch {
          fail('is not valid JSON');
        }
        const problem = spec.validate?.(value) ?? null;
        if (problem) fail(problem);
        return value as T;
      },
    };
  },

  /** A date in one of the accepted forms (see `parseDate`), or a widget's own parser. */
  date(spec: Common<Date> & { parse?: (raw: string) => Date }): OptionSpec<Date> {
    return {
      ...spec,
      type: 'date',
      parse:
        spec.parse ??
        ((raw) =>
          parseDate(raw) ?? fail('is not a date (YYYY/MM/DD or DD/MM/YYYY, with an optional HH:MM:SS)')),
    };
  },
};

export function attributeOf(key: string, spec: OptionSpec<unknown>): string {
  return spec.attribute ?? `data-${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

export { ReportedError };

/**
 * Stops a widget whose markup it cannot use: says what is wrong once, on the element, and throws the
 * `ReportedError` that tells the loader it was said (the server HTML is left as it is).
 */
export function leaveAsPrinted(reporter: Reporter, element: Element, problem: string): never {
  reporter.error(element, `${problem}; the server HTML is left as it is.`);
  throw new ReportedError(problem);
}

function shown(value: unknown): string {
  if (value instanceof Date) return value.toString();
  // NaN stands for "no value" (a map's coordinates, absent unless both are given).
  if (Number.isNaN(value)) return 'none';
  return JSON.stringify(value);
}

/** Reads one option from one element: used for whole schemas and for per-item attributes. */
export function readOption<T>(element: Element, key: string, spec: OptionSpec<T>, reporter: Reporter): T {
  const attribute = attributeOf(key, spec);
  const raw = element.getAttribute(attribute);
  const hasDefault = 'default' in spec && spec.default !== undefined;
  if (raw === null || (raw.trim() === '' && spec.type !== 'boolean' && spec.type !== 'string')) {
    if (hasDefault) return spec.default as T;
    leaveAsPrinted(reporter, element, raw === null ? `${attribute} is missing` : `${attribute} is empty`);
  }
  try {
    return spec.parse(raw);
  } catch (error) {
    const what = `${attribute}="${raw}" ${causeText(error)}`;
    if (hasDefault) {
      reporter.warn(element, `${what}; using the default ${shown(spec.default)}.`);
      return spec.default as T;
    }
    leaveAsPrinted(reporter, element, what);
  }
}

/** Reads a whole schema. Every bad attribute is reported before a required one stops the widget. */
export function readOptions<S extends OptionSchema>(
  element: Element,
  schema: S,
  reporter: Reporter,
): Options<S> {
  const options: Record<string, unknown> = {};
  let stop: ReportedError | null = null;
  for (const [key, spec] of Object.entries(schema)) {
    try {
      options[key] = readOption(element, key, spec, reporter);
    } catch (error) {
      if (!(error instanceof ReportedError)) throw error;
      stop ??= error;
    }
  }
  if (stop) throw stop;
  return options as Options<S>;
}
