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

/**
 * The plugin's PHP as PHP would read it, less what cannot hold code: comments and the contents of strings (a
 * regular expression's `\b` or `#` is not a PHP 8 attribute).
 */
function phpCode(source: string): string {
  return source.replace(
    /\/\*[\s\S]*?\*\/|\/\/[^\n]*|#(?!\[)[^\n]*|'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"/g,
    (match) => (match.startsWith("'") || match.startsWith('"') ? `${match[0]}${match[0]}` : ' '),
  );
}

describe('the plugin on the oldest PHP it says it runs on (Requires PHP: 7.4)', () => {
  // Debian 12, where the WordPress tests run, has PHP 8.2 alone: what PHP 8 added is looked for in the source.
  const newer: ReadonlyArray<readonly [RegExp, string]> = [
    [/\bmatch\s*\(/, 'a match expression (8.0)'],
    [/\?->/, 'the nullsafe operator (8.0)'],
    [/#\[/, 'an attribute (8.0)'],
    [/\bfunction\b[^{;]*\([^)]*\b[\w\\]+\s*\|\s*[\w\\]+\s+&?\$/, 'a union type (8.0)'],
    [
      /\bfunction\b[^{;]*\)\s*:\s*\??(mixed|static|never)\b/,
      'a mixed, static or never return type (8.0, 8.1)',
    ],
    [/\b__construct\s*\([^)]*\b(public|protected|private|readonly)\s/, 'constructor promotion (8.0)'],
    [/\b[a-z_]\w*\s*\(\s*[a-z_]\w*\s*:(?!:)\s*[^)\s]/i, 'a named argument (8.0)'],
    [/\benum\s+[A-Z]\w*/, 'an enumeration (8.1)'],
    [/\breadonly\b/, 'a readonly property (8.1)'],
    [/\b0o[0-7]/i, 'an explicit octal literal (8.1)'],
    [
      /\b(str_contains|str_starts_with|str_ends_with|get_debug_type|get_resource_id|fdiv|array_is_list|enum_exists|preg_last_error_msg)\s*\(/,
      'a function PHP 8 added',
    ],
  ];

  test('readme.txt and the header say 7.4', () => {
    expect(readmeField('Requires PHP')).toBe('7.4');
  });

  test('its code uses nothing PHP 8 added', () => {
    const code = phpCode(plugin);
    // The strip leaves the code: a function, a hook, the header's absence.
    expect(code).toMatch(/function wp_widget_bundle_flavour\(\)/);
    expect(code).not.toMatch(/Plugin Name/);
    const found = newer.filter(([pattern]) => pattern.test(code)).map(([, what]) => what);
    expect(found).toEqual([]);
  });

  test('the check finds PHP 8 where there is some', () => {
    const samples = [
      '$a = match ( $b ) { 1 => 2 };',
      '$a = $b?->c;',
      '#[Attribute] class A {}',
      'function f( int|string $a ) {}',
      'function f(): mixed {}',
      'class A { function __construct( private $a ) {} }',
      'f( name: 1 );',
      'enum Suit {}',
      'if ( str_contains( $a, "b" ) ) {}',
    ];
    for (const sample of samples) {
      const code = phpCode(`<?php ${sample}`);
      expect(
        newer.some(([pattern]) => pattern.test(code)),
        sample,
      ).toBe(true);
    }
    // Not in strings or comments, and not a ternary's colon.
    const quiet = phpCode(
      `<?php $a = '?->'; // match( $b )\n$c = $d ? e( $f ) : g( $h ); $i = preg_match( '/#[a]/', $j );`,
    );
    expect(newer.filter(([pattern]) => pattern.test(quiet)).map(([, what]) => what)).toEqual([]);
  });
});
