import fc from 'fast-check';
import { beforeAll, describe, expect, test } from 'vitest';
import type { Reporter } from '../../loader/contract/types';
import { attributeOf, type OptionSchema, ReportedError, readOptions } from '../../toolkit/dom/options';
import { registry } from '../../widgets/registry';
import { hostileAttribute, PROPERTY_RUNS } from './helpers/arbitraries';

/**
 * Every widget's option schema (and its per-item schemas) against attribute values a site owner, a plugin or an
 * attacker might print: whatever they hold, reading them throws nothing but the one error that means "left as
 * printed", says at most one thing per attribute, names the attribute it is about, and gives each option a value
 * of its declared type. No value reaches Object.prototype.
 */

interface Schemas {
  readonly widget: string;
  readonly schema: OptionSchema;
}

const schemas: Schemas[] = [];

beforeAll(async () => {
  for (const definition of registry) {
    const { widget } = await definition.load();
    const docs = widget.docs;
    if (docs?.options) schemas.push({ widget: definition.name, schema: docs.options as OptionSchema });
    for (const [selector, items] of Object.entries(docs?.items ?? {}))
      schemas.push({ widget: `${definition.name} ${selector}`, schema: items as OptionSchema });
  }
}, 60_000);

function typeMatches(type: string, value: unknown): boolean {
  switch (type) {
    case 'string':
    case 'enum':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number';
    case 'boolean':
      return typeof value === 'boolean';
    case 'list':
      return Array.isArray(value);
    case 'date':
      return value instanceof Date && !Number.isNaN(value.getTime());
    default:
      return true;
  }
}

describe('every option schema, against hostile attribute values', () => {
  test('the schemas are there to test', () => {
    expect(schemas.length).toBeGreaterThan(30);
  });

  test('reading never throws but to leave the markup as printed; one message at most per attribute, naming it; values of their type', {
    timeout: 120_000,
  }, () => {
    for (const { widget, schema } of schemas) {
      const attributes = Object.entries(schema).map(([key, spec]) => ({
        key,
        spec,
        name: attributeOf(key, spec),
      }));
      fc.assert(
        fc.property(
          fc.array(fc.option(hostileAttribute(), { nil: null, freq: 4 }), {
            minLength: attributes.length,
            maxLength: attributes.length,
          }),
          (values) => {
            const element = document.createElement('div');
            attributes.forEach(({ name }, index) => {
              const value = values[index];
              if (value !== null && value !== undefined) element.setAttribute(name, value);
            });
            const messages: string[] = [];
            const reporter: Reporter = {
              warn: (_element, message) => void messages.push(message),
              error: (_element, message) => void messages.push(message),
            };
            let options: Record<string, unknown> | null = null;
            try {
              options = readOptions(element, schema, reporter);
            } catch (error) {
              expect(error, `${widget}: only ReportedError stops a widget`).toBeInstanceOf(ReportedError);
              expect(messages.length, `${widget}: a stop is said`).toBeGreaterThan(0);
            }
            expect(messages.length, `${widget}: ${messages.join(' | ')}`).toBeLessThanOrEqual(
              attributes.length,
            );
            for (const { name } of attributes) {
              const about = messages.filter(
                (message) => message.startsWith(`${name}=`) || message.startsWith(`${name} `),
              );
              expect(about.length, `${widget}: ${name} said once at most`).toBeLessThanOrEqual(1);
            }
            for (const message of messages)
              expect(
                attributes.some(({ name }) => message.includes(name)),
                `${widget}: "${message}" names its attribute`,
              ).toBe(true);
            if (options)
              for (const { key, spec } of attributes)
                expect(typeMatches(spec.type, options[key]), `${widget}: ${key} is a ${spec.type}`).toBe(
                  true,
                );
            expect(Object.keys(Object.prototype)).toEqual([]);
          },
        ),
        { numRuns: PROPERTY_RUNS.schema },
      );
    }
  });
});
