import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { UNMOUNTED_ROOT_ATTRIBUTE } from '../../loader/contract/markers';

const out = mkdtempSync(join(tmpdir(), 'first-paint-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

/** Runs the build's first-paint step (plain JavaScript, run by Node as the build runs it) into `out`. */
function buildFirstPaint(): { attribute: string; css: string } {
  const script = resolve(__dirname, '../../scripts/build/first-paint.mjs');
  const printed = execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `const m = await import(${JSON.stringify(`file://${script}`)});
       const file = await m.writeFirstPaintStylesheet(${JSON.stringify(out)});
       console.log(JSON.stringify({ attribute: m.UNMOUNTED_ROOT_ATTRIBUTE, file }));`,
    ],
    { encoding: 'utf8' },
  );
  const { attribute, file } = JSON.parse(printed) as { attribute: string; file: string };
  return { attribute, css: readFileSync(file, 'utf8') };
}

/** A selector list's selectors: split at the commas outside any parentheses (`:is(a, b:not(c, d))` is one). */
function topLevelParts(list: string): string[] {
  const parts = [''];
  let depth = 0;
  for (const char of list) {
    if (char === ',' && depth === 0) parts.push('');
    else parts[parts.length - 1] += char;
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
  }
  return parts;
}

describe('the first-paint stylesheet', () => {
  it('is turned off by the attribute the loader sets on unmount, and only applies where scripts run', () => {
    const { attribute, css } = buildFirstPaint();
    expect(attribute).toBe(UNMOUNTED_ROOT_ATTRIBUTE);
    expect(css).toMatch(/^@media ?\(scripting: ?enabled\) ?\{/);
    // Every rule, unnested, starts from the root that has not been unmounted.
    const selectors = [...css.matchAll(/([^{}]+)\{[^{}]*\}/g)].map((match) => match[1] ?? '');
    expect(selectors.length).toBeGreaterThan(5);
    for (const selector of selectors)
      for (const part of topLevelParts(selector))
        expect(part.trim().startsWith(`:where(:root:not([${UNMOUNTED_ROOT_ATTRIBUTE}]))`), part).toBe(true);
  });
});
