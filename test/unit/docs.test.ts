import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { withReference } from '../../scripts/attribute-reference';

test('the README attribute reference matches the option schemas (run `npm run docs` after changing them)', async () => {
  const readme = readFileSync(join(import.meta.dirname, '../../README.md'), 'utf8');
  expect(await withReference(readme)).toBe(readme);
});
