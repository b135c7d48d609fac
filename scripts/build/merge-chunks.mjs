// Carries out the chunk plan (chunk-groups.mjs) on the files esbuild wrote: each group of shared chunks becomes
// one file, and every chunk is rewritten to import from the groups. esbuild does this work: each output file is
// bundled again from esbuild's own output, a group from its members, with the imports of other groups pointed at
// their files (a shared chunk's exports are renamed in its group's file, so that two members' exports never clash).

import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';
import { planGroups, withWhatLoadsFirst } from './chunk-groups.mjs';
import { common, root } from './flavours.mjs';

const isJs = (file) => file.endsWith('.js');

/** The framework's packages: React's, and preact's in that flavour (`scheduler` is React DOM's). */
const FRAMEWORK = /^node_modules\/(react|react-dom|scheduler|preact)\//;

/** esbuild's own shape of name: the first 8 characters of the content's hash, in base 32. */
function hashOf(text) {
  const digest = createHash('sha256').update(text).digest();
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of digest) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5 && out.length < 8) {
      out += alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    if (out.length === 8) break;
  }
  return out;
}

/** The `n`th short identifier: a, b, … z, A, … Z, then two letters. */
function shortName(n) {
  const letters = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
  let name = '';
  let i = n;
  do {
    name = letters[i % letters.length] + name;
    i = Math.floor(i / letters.length) - 1;
  } while (i >= 0);
  return name;
}

/** Each output's JavaScript imports (paths as in the metafile), static and dynamic. */
function importsOf(output) {
  return output.imports
    .filter((i) => !i.external && (i.kind === 'import-statement' || i.kind === 'dynamic-import'))
    .map((i) => ({ path: i.path, dynamic: i.kind === 'dynamic-import' }));
}

/** The same, static imports only: the files that load with the output. */
function staticImportsOf(output) {
  return importsOf(output)
    .filter((i) => !i.dynamic)
    .map((i) => i.path);
}

/** Whether an output is a widget's own chunk (its folder's index module, not a part), which a group may hold. */
export const isWidget = (output) => Boolean(output.entryPoint) && /[\\/]index\.tsx?$/.test(output.entryPoint);

/** A file's name without esbuild's hash: `tabs-AB12CD34.js` -> `tabs`. */
const stemOf = (file) => basename(file).replace(/-[A-Z0-9]{8}\.js$/, '');

/**
 * The plan's input: each shared chunk's and widget chunk's gzip size, imports and whether it holds the framework,
 * and what each entry loads: a widget, its own chunk (and through it what it imports); a lazy part, the shared
 * chunks it imports. A lazy part that one entry alone imports (`import()`) is only ever loaded after that entry:
 * what that entry loads is the part's too (a merge that adds it to the part's files costs the part nothing).
 * `pageEntries`: each page's widgets, by entry point (as in the metafile); returned as `pages`, by chunk.
 */
export function chunkGraph(outputs, pageEntries = []) {
  const chunks = new Map();
  const own = new Map();
  const importers = new Map();
  const byEntryPoint = new Map();
  for (const [file, output] of Object.entries(outputs)) {
    if (!isJs(file)) continue;
    if (output.entryPoint && !isWidget(output)) {
      own.set(file, staticImportsOf(output));
      continue;
    }
    chunks.set(file, {
      bytes: gzipSync(readFileSync(join(root, file)), { level: 9 }).length,
      imports: staticImportsOf(output),
      parts: lazyPartsOf(outputs, output),
      framework: Object.keys(output.inputs).some((input) => FRAMEWORK.test(input)),
    });
    if (output.entryPoint) {
      own.set(file, [file]);
      byEntryPoint.set(output.entryPoint, file);
    }
  }
  for (const [file, output] of Object.entries(outputs))
    for (const { path, dynamic } of isJs(file) ? importsOf(output) : [])
      if (dynamic && own.has(path)) importers.set(path, [...(importers.get(path) ?? []), file]);
  const lazy = new Map(
    [...own.keys()]
      .filter((file) => !chunks.has(file))
      .map((file) => [file, { imports: own.get(file), parts: lazyPartsOf(outputs, outputs[file]) }]),
  );
  const pages = pageEntries.map((entryPoints) =>
    entryPoints.map((entryPoint) => byEntryPoint.get(entryPoint)).filter(Boolean),
  );
  return { chunks, entries: withWhatLoadsFirst(own, importers), pages, lazy };
}

/** The lazy parts an output imports (`import()`): entries that are not widgets' own chunks. */
function lazyPartsOf(outputs, output) {
  return importsOf(output)
    .filter(({ path, dynamic }) => dynamic && outputs[path]?.entryPoint && !isWidget(outputs[path]))
    .map(({ path }) => path);
}

/**
 * Merges the chunks of one esbuild build (its metafile; files written under the project) by the plan: shared
 * chunks, and widgets' own chunks that pages show together (`pages`: each page's widgets, by entry point).
 * Returns `renamed`: every JavaScript output's path (as in the metafile) -> its final path; `keys`: each widget
 * chunk merged with others -> the name its module has in its file's exports; `members`: each final file holding
 * shared chunks -> the shared chunks it holds; `imports`: each final file -> the final files it imports
 * statically; `measured`: what the size report measures instead of a file, where a file holds widgets with
 * others: each such widget's chunk as esbuild wrote it, and each such file's shared chunks merged alone (a path
 * -> its text). esbuild's own files are replaced by the final ones; a legal comments file follows its chunk (a
 * group's gathers its members').
 */
export async function mergeChunks(metafile, { pages: pageEntries, ...options } = {}) {
  const outputs = metafile.outputs;
  const { chunks, entries, pages, lazy } = chunkGraph(outputs, pageEntries);
  // A widget's chunk alone is written as an entry, not as a group.
  const groups = planGroups(chunks, entries, { ...options, pages, lazy }).filter(
    (group) => group.length > 1 || !outputs[group[0]].entryPoint,
  );
  const groupOf = new Map();
  for (const members of groups) for (const member of members) groupOf.set(member, members);
  // A member's exports keep their names in a group of one; a larger group names its members' exports afresh, as
  // short as esbuild's (a, b, … z, A, … Z, aa, …), so that two members' exports never clash. A widget's module is
  // one export of its group: the namespace of its own exports.
  const names = new Map();
  const keys = {};
  for (const members of groups) {
    let next = 0;
    for (const member of members) {
      if (outputs[member].entryPoint) keys[member] = shortName(next++);
      else
        for (const name of outputs[member].exports)
          names.set(`${member}\0${name}`, members.length === 1 ? name : shortName(next++));
    }
  }
  const exportName = (member, name) => names.get(`${member}\0${name}`);

  // The files to write: every entry not in a group, and every group (named by its first member until written).
  const files = [
    ...Object.keys(outputs).filter((file) => isJs(file) && outputs[file].entryPoint && !groupOf.has(file)),
    ...groups.map((members) => members[0]),
  ];
  const fileOf = (path) => (groupOf.has(path) ? groupOf.get(path)[0] : path);
  const dependencies = (file) => {
    const members = groupOf.get(file) ?? [file];
    return [...new Set(members.flatMap((m) => importsOf(outputs[m]).map((i) => fileOf(i.path))))].filter(
      (dep) => dep !== file,
    );
  };
  // Dependencies first, so that each file's imports are written under their final names before it is.
  const order = [];
  const state = new Map();
  const visit = (file, trail) => {
    if (state.get(file) === 'done') return;
    if (state.get(file) === 'open')
      throw new Error(`chunks import each other: ${[...trail, file].join(' -> ')}`);
    state.set(file, 'open');
    for (const dep of dependencies(file)) visit(dep, [...trail, file]);
    state.set(file, 'done');
    order.push(file);
  };
  for (const file of files) visit(file, []);

  const renamed = {};
  const members = {};
  const measured = {};
  const written = new Map();
  const context = { outputs, groupOf, exportName, keys, renamed };
  for (const file of order) {
    const group = groupOf.get(file);
    const text = await rebuild(file, group, context);
    const widgets = (group ?? []).filter((member) => outputs[member].entryPoint);
    const stem = !group
      ? stemOf(file)
      : widgets.length
        ? groupStem(widgets, widgets.length < group.length)
        : 'shared';
    const final = join(dirname(file), `${stem}-${hashOf(text)}.js`);
    for (const member of group ?? [file]) renamed[member] = final;
    const shared = (group ?? []).filter((member) => !outputs[member].entryPoint);
    if (shared.length) members[final] = shared;
    if (widgets.length) {
      for (const widget of widgets) measured[widget] = readFileSync(join(root, widget), 'utf8');
      if (shared.length) measured[final] = await rebuild(shared[0], shared, context);
    }
    written.set(final, { text, sources: group ?? [file] });
  }
  // esbuild's files go, then the final ones are written, each with its sources' legal comments (if any).
  const legal = new Map();
  for (const file of Object.keys(outputs).filter(isJs)) {
    const notice = join(root, `${file}.LEGAL.txt`);
    if (existsSync(notice)) {
      legal.set(file, readFileSync(notice, 'utf8'));
      rmSync(notice);
    }
    rmSync(join(root, file));
  }
  for (const [final, { text, sources }] of written) {
    writeFileSync(join(root, final), text);
    const notices = sources.filter((source) => legal.has(source)).map((source) => legal.get(source));
    if (notices.length) writeFileSync(join(root, `${final}.LEGAL.txt`), notices.join('\n'));
  }
  const imports = {};
  for (const [final, { sources }] of written)
    imports[final] = [
      ...new Set(sources.flatMap((source) => staticImportsOf(outputs[source]).map((path) => renamed[path]))),
    ].filter((path) => path !== final);
  return { renamed, keys, members, imports, measured };
}

/**
 * A file holding widgets is named after them (the first three, and how many more), followed by `.shared` where it
 * holds shared code as well: what other widgets may load with it.
 */
function groupStem(widgets, shared) {
  const sorted = widgets.map(stemOf).sort();
  const names =
    sorted.length <= 3 ? sorted.join('.') : `${sorted.slice(0, 3).join('.')}.and-${sorted.length - 3}`;
  return shared ? `${names}.shared` : names;
}

/** Bundles one output again: an entry's chunk, or a group from its members, importing other files by final name. */
async function rebuild(file, group, { outputs, groupOf, exportName, keys, renamed }) {
  const dir = dirname(join(root, file));
  const finalOf = (path) => `./${basename(renamed[path])}`;
  const contents = group
    ? group
        .map((member) => {
          const names = outputs[member].exports;
          const path = JSON.stringify(join(root, member));
          if (outputs[member].entryPoint) return `export * as ${keys[member]} from ${path};`;
          return names.length
            ? `export { ${names.map((n) => `${n} as ${exportName(member, n)}`).join(', ')} } from ${path};`
            : `import ${path};`;
        })
        .join('\n')
    : readFileSync(join(root, file), 'utf8');
  const inGroup = new Set((group ?? []).map((member) => join(root, member)));
  const result = await esbuild.build({
    ...common,
    legalComments: 'none',
    stdin: { contents, resolveDir: dir, sourcefile: file, loader: 'js' },
    format: 'esm',
    write: false,
    plugins: [
      {
        name: 'merged-chunks',
        setup(build) {
          build.onResolve({ filter: /.*/ }, (args) => {
            if (args.namespace === 'proxy') return { path: args.path, external: true };
            const path = resolve(args.resolveDir, args.path);
            const source = relative(root, path);
            if (inGroup.has(path)) return { path };
            if (groupOf.has(source)) return { path: source, namespace: 'proxy' };
            if (renamed[source]) return { path: finalOf(source), external: true };
            return { path: args.path, external: true };
          });
          build.onLoad({ filter: /.*/, namespace: 'proxy' }, (args) => {
            const names = outputs[args.path].exports;
            const target = JSON.stringify(finalOf(args.path));
            return {
              contents: names.length
                ? `export { ${names.map((n) => `${exportName(args.path, n)} as ${n}`).join(', ')} } from ${target};`
                : `import ${target};`,
              loader: 'js',
              resolveDir: dir,
            };
          });
        },
      },
    ],
  });
  return combineImports(result.outputFiles[0].text);
}

const IMPORT = /^import\{([\w$, ]*)\}from"([^"]+)";/;

/**
 * One import statement per file: esbuild writes one for each of the chunks that a group now holds, all naming the
 * group's file. Only the statements at the top of the file are read (esbuild writes its imports first, in that
 * shape); each file's names go to its first statement, so the files still load in the same order.
 */
export function combineImports(text) {
  const statements = [];
  let rest = text;
  for (let match = IMPORT.exec(rest); match; match = IMPORT.exec(rest)) {
    statements.push({ names: match[1], from: match[2] });
    rest = rest.slice(match[0].length);
  }
  const combined = new Map();
  for (const { names, from } of statements) {
    const list = combined.get(from) ?? [];
    list.push(names);
    combined.set(from, list);
  }
  const head = [...combined].map(([from, lists]) => `import{${lists.join(',')}}from"${from}";`).join('');
  return head + rest;
}
