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

/**
 * The plan's input: each shared chunk's gzip size, imports and whether it holds the framework, and the shared
 * chunks each entry loads. A lazy part that one entry alone imports (`import()`) is only ever loaded after that
 * entry: the shared chunks that entry loads are the part's too (a merge that adds them to the part's files costs
 * the part nothing).
 */
export function chunkGraph(outputs) {
  const chunks = new Map();
  const own = new Map();
  const importers = new Map();
  for (const [file, output] of Object.entries(outputs)) {
    if (!isJs(file)) continue;
    if (output.entryPoint) own.set(file, staticImportsOf(output));
    else
      chunks.set(file, {
        bytes: gzipSync(readFileSync(join(root, file)), { level: 9 }).length,
        imports: staticImportsOf(output),
        framework: Object.keys(output.inputs).some((input) => FRAMEWORK.test(input)),
      });
  }
  for (const [file, output] of Object.entries(outputs))
    for (const { path, dynamic } of isJs(file) ? importsOf(output) : [])
      if (dynamic && own.has(path)) importers.set(path, [...(importers.get(path) ?? []), file]);
  return { chunks, entries: withWhatLoadsFirst(own, importers) };
}

/**
 * Merges the shared chunks of one esbuild build (its metafile; files written under the project) by the plan.
 * Returns `renamed`: every JavaScript output's path (as in the metafile) -> its final path; `members`: each
 * final shared file -> the shared chunks it holds; `imports`: each final file -> the final files it imports
 * statically. esbuild's own files are replaced by the final ones; a legal comments file follows its chunk (a
 * group's gathers its members').
 */
export async function mergeChunks(metafile, options = {}) {
  const outputs = metafile.outputs;
  const { chunks, entries } = chunkGraph(outputs);
  const groups = planGroups(chunks, entries, options);
  const groupOf = new Map();
  for (const members of groups) for (const member of members) groupOf.set(member, members);
  // A member's exports keep their names in a group of one; a larger group names its members' exports afresh, as
  // short as esbuild's (a, b, … z, A, … Z, aa, …), so that two members' exports never clash.
  const names = new Map();
  for (const members of groups) {
    let next = 0;
    for (const member of members)
      for (const name of outputs[member].exports)
        names.set(`${member}\0${name}`, members.length === 1 ? name : shortName(next++));
  }
  const exportName = (member, name) => names.get(`${member}\0${name}`);

  // The files to write: every entry, and every group (named by its first member until written).
  const files = [
    ...Object.keys(outputs).filter((file) => isJs(file) && outputs[file].entryPoint),
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
  const written = new Map();
  for (const file of order) {
    const group = groupOf.get(file);
    const text = await rebuild(file, group, { outputs, groupOf, exportName, renamed });
    const stem = group ? 'shared' : basename(file).replace(/-[A-Z0-9]{8}\.js$/, '');
    const final = join(dirname(file), `${stem}-${hashOf(text)}.js`);
    for (const member of group ?? [file]) renamed[member] = final;
    if (group) members[final] = group;
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
  return { renamed, members, imports };
}

/** Bundles one output again: an entry's chunk, or a group from its members, importing other files by final name. */
async function rebuild(file, group, { outputs, groupOf, exportName, renamed }) {
  const dir = dirname(join(root, file));
  const finalOf = (path) => `./${basename(renamed[path])}`;
  const contents = group
    ? group
        .map((member) => {
          const names = outputs[member].exports;
          const path = JSON.stringify(join(root, member));
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
