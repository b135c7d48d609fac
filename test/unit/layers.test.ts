import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';

/**
 * The layers point one way: the entry (`widgets/index.ts`) and the registry on top; the widgets, and the
 * families they share (`widgets/families/<name>/`, without an index); the toolkit, framework-free (`toolkit/dom/`)
 * under React's part (`toolkit/react/`); and the loader at the bottom, which knows neither React nor any
 * widget, and offers widgets and the toolkit one door, its contract (`loader/contract/index.ts`).
 */
const root = resolve(import.meta.dirname, '../..');

function sources(folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
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

/** The source file a project import names (`toolkit/dom/save` is `toolkit/dom/save.ts`); undefined for a package or an asset. */
function fileOf(target: string): string | undefined {
  return ['.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((ending) => target + ending)
    .find((path) => existsSync(join(root, path)) && statSync(join(root, path)).isFile());
}

/** Every file and package `file` reaches through its imports, itself excluded. */
function reachedFrom(file: string): Set<string> {
  const reached = new Set<string>();
  const pending = [file];
  for (let current = pending.pop(); current !== undefined; current = pending.pop()) {
    for (const target of importsOf(current)) {
      const next = fileOf(target) ?? target;
      if (reached.has(next)) continue;
      reached.add(next);
      if (next !== target) pending.push(next);
    }
  }
  return reached;
}

const entryOf = (folder: string) =>
  ['index.ts', 'index.tsx'].map((name) => `${folder}/${name}`).find((path) => existsSync(join(root, path)));

const foldersIn = (parent: string) =>
  readdirSync(join(root, parent), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${parent}/${entry.name}`);
/**
 * A widget is a folder of `widgets/` with an entry (`index.ts` or `index.tsx`); a family, a folder of
 * `widgets/families/`, without one: code widgets share.
 */
const widgetFolders = foldersIn('widgets').filter((folder) => folder !== 'widgets/families');
const familyFolders = foldersIn('widgets/families');

/**
 * The widgets that render with React are those whose entry mounts through `toolkit/react/react-widget`
 * (`reactWidget`, `reactPageWidget`, `renderRoot`); every other widget is a plain-DOM `{ mount }` object.
 */
const REACT_ROOT = 'toolkit/react/react-widget';
const rendersWithReact = (folder: string) => importsOf(entryOf(folder) as string).includes(REACT_ROOT);
const plainDomWidgets = widgetFolders.filter((folder) => !rendersWithReact(folder));

const isReact = (target: string) => /^(react|react-dom|preact)(\/|$)/.test(target);
const under = (target: string, folder: string) => target === folder || target.startsWith(`${folder}/`);
/** What widgets and the toolkit may import from the loader: its contract, through its index. */
const CONTRACT = 'loader/contract';

/** The project files `file` imports, as files. */
const importedFiles = (file: string): string[] =>
  importsOf(file)
    .map(fileOf)
    .filter((target): target is string => target !== undefined);

/** Every circle among `files` (each as the files along it, the first repeated last), type-only imports included. */
function circles(
  files: readonly string[],
  edgesOf: (file: string) => readonly string[] = importedFiles,
): string[][] {
  const inside = new Set(files);
  const found: string[][] = [];
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (file: string): void => {
    const at = path.indexOf(file);
    if (at >= 0) {
      found.push([...path.slice(at), file]);
      return;
    }
    if (done.has(file)) return;
    path.push(file);
    for (const target of edgesOf(file)) if (inside.has(target)) visit(target);
    path.pop();
    done.add(file);
  };
  for (const file of files) visit(file);
  return found;
}

describe('layers', () => {
  test.each(sources('loader'))('the loader file %s imports no React, no toolkit and no widget', (file) => {
    const wrong = importsOf(file).filter(
      (target) => isReact(target) || under(target, 'toolkit') || under(target, 'widgets'),
    );
    expect(wrong).toEqual([]);
  });

  test.each(sources('loader/contract'))('the contract file %s imports only the contract', (file) => {
    expect(importsOf(file).filter((target) => !under(target, CONTRACT))).toEqual([]);
  });

  test.each(sources('toolkit'))(
    'the toolkit file %s sits in toolkit/dom or toolkit/react, imports no widget, and takes from the loader only its contract',
    (file) => {
      expect(under(file, 'toolkit/dom') || under(file, 'toolkit/react')).toBe(true);
      const wrong = importsOf(file).filter(
        (target) => under(target, 'widgets') || (under(target, 'loader') && target !== CONTRACT),
      );
      expect(wrong).toEqual([]);
    },
  );

  test.each(sources('toolkit/dom'))('the framework-free toolkit file %s imports no React', (file) => {
    const wrong = importsOf(file).filter((target) => isReact(target) || under(target, 'toolkit/react'));
    expect(wrong).toEqual([]);
  });

  test.each(widgetFolders)('the widget folder %s has an entry', (folder) => {
    expect(entryOf(folder)).toBeDefined();
  });

  test.each(familyFolders)('the family %s has no entry: it is no widget', (folder) => {
    expect(entryOf(folder)).toBeUndefined();
  });

  test.each([...widgetFolders, ...familyFolders])(
    '%s imports no other widget, nor the registry or the entry, and takes from the loader only its contract',
    (folder) => {
      const files = sources(folder);
      const wrong = files.flatMap((file) =>
        importsOf(file).filter(
          (target) =>
            (under(target, 'widgets') &&
              !under(target, folder) &&
              widgetFolders.some((other) => under(target, other))) ||
            target === 'widgets/registry' ||
            target === 'widgets/index' ||
            (under(target, 'loader') && target !== CONTRACT),
        ),
      );
      expect(wrong).toEqual([]);
    },
  );

  test.each(plainDomWidgets)(
    '%s renders nothing, and nothing it imports, however deep, is React',
    (folder) => {
      const reached = [...reachedFrom(entryOf(folder) as string)];
      // The React files of the toolkit are named too: they say which import brought React in.
      const wrong = reached.filter((target) => isReact(target) || under(target, 'toolkit/react'));
      expect(wrong).toEqual([]);
    },
  );

  test('the React check sees widgets of both kinds, and sees React through the toolkit', () => {
    expect(widgetFolders).toContain('widgets/bar-chart'); // an `index.tsx`
    expect(familyFolders).toEqual([
      'widgets/families/charts',
      'widgets/families/posts',
      'widgets/families/shop',
      'widgets/families/slideshow',
    ]);
    expect(plainDomWidgets).toContain('widgets/fluid-video');
    expect(plainDomWidgets).not.toContain('widgets/tabs');
    expect(plainDomWidgets.length).toBeGreaterThan(20);
    expect(widgetFolders.length - plainDomWidgets.length).toBeGreaterThan(30);
    // tabs reaches React only through the toolkit's React part.
    expect(importsOf('widgets/tabs/index.ts').filter(isReact)).toEqual([]);
    expect([...reachedFrom('widgets/tabs/index.ts')]).toEqual(
      expect.arrayContaining(['react', `${REACT_ROOT}.tsx`]),
    );
  });

  test('there is no import circle among the loader, the toolkit and the widgets', () => {
    expect(circles(['loader', 'toolkit', 'widgets'].flatMap(sources))).toEqual([]);
  });

  test('the circle check sees a circle', () => {
    const graph: Record<string, string[]> = { a: ['b'], b: ['c', 'd'], c: ['a'], d: [] };
    expect(circles(Object.keys(graph), (file) => graph[file] ?? [])).toEqual([['a', 'b', 'c', 'a']]);
    expect(importedFiles('loader/strategies/index.ts')).toContain('loader/strategies/idle.ts');
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
