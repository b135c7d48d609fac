// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { join, sep } from 'node:path';
import { describe, expect, test } from 'vitest';
import { alive, wpPaths } from '../../scripts/wp-paths.mjs';

/**
 * `npm run wp`'s files per instance: two ports share no file (the WordPress tests on another WP_PORT once deleted
 * a running demo's socket and rewrote its wp-config.php), and the guard's liveness test.
 */
describe('wpPaths', () => {
  test('two ports share no file or folder, each under .cache/wp/<port>/', () => {
    const root = join(sep, 'checkout');
    const first = wpPaths(root, 8088);
    const second = wpPaths(root, 8096);
    for (const [name, path] of Object.entries(first)) {
      expect(path, name).not.toBe(second[name as keyof typeof second]);
      expect(path.startsWith(join(root, '.cache/wp/8088'))).toBe(true);
    }
    const all = [...Object.values(first), ...Object.values(second)];
    for (const path of Object.values(second)) {
      expect(path.startsWith(join(root, '.cache/wp/8096'))).toBe(true);
      // No path of one is inside the other's folder.
      expect(path.startsWith(first.cache)).toBe(false);
    }
    expect(new Set(all).size).toBe(all.length);
  });

  test('a deep checkout puts the socket in the temporary folder, still one per port', () => {
    const root = join(sep, 'a'.repeat(120));
    const first = wpPaths(root, 8088).socket;
    const second = wpPaths(root, 8096).socket;
    expect(first.length).toBeLessThan(100);
    expect(first).toMatch(/8088\.sock$/);
    expect(second).toMatch(/8096\.sock$/);
  });
});

describe('alive', () => {
  test('this process is alive; one that has exited is not', () => {
    expect(alive(process.pid)).toBe(true);
    const exited = spawnSync(process.execPath, ['-e', '0']).pid;
    expect(alive(exited)).toBe(false);
  });
});
