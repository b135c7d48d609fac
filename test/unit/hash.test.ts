import { describe, expect, test } from 'vitest';
import { idFromHash } from '../../toolkit/dom/hash';

describe('idFromHash', () => {
  test.each([
    ['#tab-specs', 'tab-specs'],
    ['#caf%C3%A9', 'café'],
    ['#a%20b', 'a b'],
    ['#"><img src=x onerror=alert(1)>', '"><img src=x onerror=alert(1)>'],
    ['#', null],
    ['', null],
    ['tab-specs', null],
    ['#%E0%A4%A', null],
  ])('%j → %j', (hash, id) => {
    expect(idFromHash(hash)).toBe(id);
  });
});
