import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';

/**
 * The layers point one way: the entry (`widgets/index.ts`) on top; the widgets, each importing the widget
 * toolkit; the toolkit; and the loader core at the bottom, which knows neither React nor any widget.
 */
const root = resolve(import.meta.dirname, '../..');

function sources(folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

/** Every module a file imports, statically or with `import()`: project paths relative to the root, or package names. */
function importsOf(file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  const specifiers = [...text.matchAll(/(?:\bfrom\s+|\bimport\s*\(\s*|^import\s+)'([^']+)'/gm)].map(
    (match) => match[1] as string,
  );
  return specifiers.map((specifier) =>
    specifier.startsWith('.') ? relative(root, resolve(root, dirname(file), specifier)) : specifier,
  );
}

const widgetFolders = readdirSync(join(root, 'widgets'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(root, 'widgets', entry.name, 'index.ts')))
  .map((entry) => `widgets/${entry.name}`);

const isReact = (target: string) => /^(react|react-dom|preact)(\/|$)/.test(target);
const under = (target: string, folder: string) => target === folder || target.startsWith(`${folder}/`);

describe('layers', () => {
  test.each(sources('loader'))('the core file %s imports no React, no toolkit and no widget', (file) => {
    const wrong = importsOf(file).filter(
      (target) => isReact(target) || under(target, 'toolkit') || under(target, 'widgets'),
    );
    expect(wrong).toEqual([]);
  });

  test.each(sources('toolkit'))('the toolkit file %s imports no widget', (file) => {
    expect(importsOf(file).filter((target) => under(target, 'widgets'))).toEqual([]);
  });

  test.each(widgetFolders)('%s imports no other widget, nor the registry or the entry', (folder) => {
    const files = sources(folder);
    const wrong = files.flatMap((file) =>
      importsOf(file).filter(
        (target) =>
          under(target, 'widgets') &&
          !under(target, folder) &&
          widgetFolders.some((other) => under(target, other)),
      ),
    );
    const top = files.flatMap((file) =>
      importsOf(file).filter((target) => target === 'widgets/registry' || target === 'widgets/index'),
    );
    expect([...wrong, ...top]).toEqual([]);
  });

  test('only the entry imports the registry, and nothing imports the entry', () => {
    const all = ['loader', 'toolkit', 'widgets'].flatMap(sources);
    const importers = (module: string) => all.filter((file) => importsOf(file).includes(module));
    expect(importers('widgets/registry')).toEqual(['widgets/index.ts']);
    expect(importers('widgets/index')).toEqual([]);
  });

  test('the check sees imports: the entry imports the boot and the registry', () => {
    expect(importsOf('widgets/index.ts')).toEqual(['loader/boot', 'widgets/registry']);
  });
});
