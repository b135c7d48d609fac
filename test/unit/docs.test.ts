import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { withReference } from '../../scripts/attribute-reference';

// It imports every widget's options (and what they import): seconds on a busy machine, not a unit test's five.
test('the README attribute reference matches the option schemas (run `npm run docs` after changing them)', {
  timeout: 60_000,
}, async () => {
  const readme = readFileSync(join(import.meta.dirname, '../../README.md'), 'utf8');
  expect(await withReference(readme)).toBe(readme);
});
