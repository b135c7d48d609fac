// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateRawSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { pluginZipEntries } from '../../scripts/build/wordpress.mjs';
import { zip } from '../../scripts/zip.mjs';

/** Reads a zip's entries back through its central directory, as an unzip tool (or WordPress) does. */
function unzip(archive: Buffer): Record<string, string> {
  const end = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = archive.readUInt16LE(end + 10);
  let at = archive.readUInt32LE(end + 16);
  const files: Record<string, string> = {};
  for (let index = 0; index < count; index += 1) {
    expect(archive.readUInt32LE(at)).toBe(0x02014b50);
    const method = archive.readUInt16LE(at + 10);
    const compressed = archive.readUInt32LE(at + 20);
    const nameLength = archive.readUInt16LE(at + 28);
    const extra = archive.readUInt16LE(at + 30);
    const comment = archive.readUInt16LE(at + 32);
    const local = archive.readUInt32LE(at + 42);
    const name = archive.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const dataAt = local + 30 + archive.readUInt16LE(local + 26) + archive.readUInt16LE(local + 28);
    const data = archive.subarray(dataAt, dataAt + compressed);
    files[name] = (method === 8 ? inflateRawSync(data) : data).toString('utf8');
    at += 46 + nameLength + extra + comment;
  }
  return files;
}

describe('zip', () => {
  test('writes files that read back whole, deflated or stored', () => {
    const big = 'wp_enqueue_script();\n'.repeat(200);
    const archive = zip([
      { name: 'wp-widget-bundle/wp-widget-bundle.php', data: Buffer.from(big) },
      { name: 'wp-widget-bundle/build/widgets.asset.php', data: Buffer.from('<?php return array();') },
      { name: 'wp-widget-bundle/é.txt', data: Buffer.from('') },
    ]);
    expect(unzip(archive)).toEqual({
      'wp-widget-bundle/wp-widget-bundle.php': big,
      'wp-widget-bundle/build/widgets.asset.php': '<?php return array();',
      'wp-widget-bundle/é.txt': '',
    });
    // Deflated: the repeated text takes far less room than its 4 KB.
    expect(archive.length).toBeLessThan(1000);
  });

  test('the same files give the same bytes (no timestamps of the build)', () => {
    const files = [{ name: 'a.txt', data: Buffer.from('a') }];
    expect(zip(files).equals(zip(files))).toBe(true);
  });
});

describe("the plugin's zip", () => {
  test('ships the readable source under source/ (WordPress.org guideline 4), beside the build', () => {
    const target = mkdtempSync(join(tmpdir(), 'plugin-zip-'));
    try {
      writeFileSync(join(target, 'widgets.js'), '');
      writeFileSync(join(target, 'manifest.json'), '{}');
      const names = pluginZipEntries(target).map(([name]) => name);
      expect(names).toContain('wp-widget-bundle/wp-widget-bundle.php');
      expect(names).toContain('wp-widget-bundle/readme.txt');
      expect(names).toContain('wp-widget-bundle/build/widgets.js');
      expect(names).not.toContain('wp-widget-bundle/build/manifest.json');
      for (const source of [
        'widgets/index.ts',
        'widgets/registry.ts',
        'loader/contract/markers.ts',
        'build.mjs',
        'scripts/build/wordpress.mjs',
        'package.json',
        'package-lock.json',
        'README.md',
      ])
        expect(names).toContain(`wp-widget-bundle/source/${source}`);
      expect(names.some((name) => name.includes('toolkit/'))).toBe(true);
      // The project's tests, fixtures and tooling stay out of the plugin.
      expect(names.filter((name) => /\/(test|fixtures|node_modules)\//.test(name))).toEqual([]);
    } finally {
      rmSync(target, { recursive: true, force: true });
    }
  });
});
