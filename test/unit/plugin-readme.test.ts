// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';

/**
 * The plugin as a WordPress.org reviewer reads it: readme.txt's header fields, its sections, and the plugin
 * file's header, agreeing with each other and with package.json.
 */
const root = join(__dirname, '../..');
const readme = readFileSync(join(root, 'wordpress/readme.txt'), 'utf8');
const plugin = readFileSync(join(root, 'wordpress/wp-widget-bundle.php'), 'utf8');
const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };

const readmeField = (name: string) => new RegExp(`^${name}:[ \\t]*(.+)$`, 'm').exec(readme)?.[1]?.trim();
const headerField = (name: string) => new RegExp(`^ \\* ${name}:[ \\t]*(.+)$`, 'm').exec(plugin)?.[1]?.trim();
const section = (name: string) =>
  new RegExp(`^== ${name} ==\\n([\\s\\S]*?)(?=^== |(?![\\s\\S]))`, 'm').exec(readme)?.[1];

describe('readme.txt and the plugin header', () => {
  test('contributors are WordPress.org usernames', () => {
    const contributors = readmeField('Contributors')?.split(/,\s*/) ?? [];
    expect(contributors.length).toBeGreaterThan(0);
    for (const name of contributors) expect(name).toMatch(/^[a-z0-9-]+$/);
  });

  test('versions agree: Stable tag, Version and package.json; Requires at least and Requires PHP', () => {
    expect(readmeField('Stable tag')).toBe(version);
    expect(headerField('Version')).toBe(version);
    expect(readmeField('Requires at least')).toBe(headerField('Requires at least'));
    expect(readmeField('Requires PHP')).toBe(headerField('Requires PHP'));
    // The newest WordPress the tests run on: Debian 12's WordPress 6.1.
    expect(readmeField('Tested up to')).toBe('6.1');
  });

  test('the header names its author; no Plugin URI on wordpress.org or example.com', () => {
    expect(headerField('Author')).toBeTruthy();
    expect(plugin).not.toMatch(/^ \* Plugin URI:.*\/\/(wordpress\.org|example\.com)\//im);
  });

  test('a changelog entry for this version, and where the readable source is', () => {
    expect(section('Changelog')).toContain(`= ${version} =`);
    expect(readme).toMatch(/under `source\/`/);
    expect(section('External services')).toBeTruthy();
  });
});
