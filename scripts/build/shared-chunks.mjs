// Whose code each shared chunk is, for the size report and the budgets: a library's, a widget family's, or the
// framework's (everything else).

import { relative } from 'node:path';

/**
 * The large libraries widgets share. esbuild puts a library's code in a shared chunk (with whatever else exactly
 * the same widgets import); such a chunk is reported, and budgeted, as that library's rather than among the
 * framework's shared chunks, and so is every other shared chunk that only widgets using the library import
 * (their own shared code: the slideshow family's, beside Swiper).
 */
const LIBRARIES = ['swiper', 'chart.js', 'mediaelement'];

/**
 * Sorts the shared files of one build (paths relative to `outdir`), each holding the shared chunks `members` gives
 * (see merge-chunks.mjs): `shared` lists them all; `libraries` maps those that hold or serve a library to its name; `families` maps those holding one widget
 * family's code only (a family, `widgets/families/<name>/`, or one widget's folder whose code several of its own
 * chunks share) to that family, reported and budgeted as that family's (`families` in budgets.json).
 */
export function sharedChunkOwners(metafile, outdir, members) {
  const { libraries, families } = chunkOwners(metafile, outdir);
  const merged = { shared: [], libraries: {}, families: {} };
  // A merged file holding a library's chunk is that library's; one whose every chunk is one family's, the family's.
  for (const [file, chunks] of Object.entries(members)) {
    const final = relative(outdir, file);
    const parts = chunks.map((chunk) => relative(outdir, chunk));
    merged.shared.push(final);
    const library = parts.map((part) => libraries[part]).find(Boolean);
    const owners = new Set(parts.map((part) => families[part]));
    if (library) merged.libraries[final] = library;
    else if (owners.size === 1 && !owners.has(undefined)) merged.families[final] = [...owners][0];
  }
  return merged;
}

/** The same for esbuild's own shared chunks, before they are merged. */
function chunkOwners(metafile, outdir) {
  const shared = [];
  const libraries = {};
  const families = {};
  for (const [file, output] of Object.entries(metafile.outputs)) {
    if (output.entryPoint || !file.endsWith('.js')) continue;
    const chunk = relative(outdir, file);
    shared.push(chunk);
    const inputs = Object.keys(output.inputs);
    const library = LIBRARIES.find((name) =>
      inputs.some((input) => input.startsWith(`node_modules/${name}/`)),
    );
    if (library) {
      libraries[chunk] = library;
      continue;
    }
    const owners = new Set(
      inputs
        .map((input) => /^widgets\/(?:families\/)?([\w-]+)\//.exec(input)?.[1])
        .filter((family) => family !== undefined),
    );
    const [family] = owners;
    if (owners.size === 1 && family) families[chunk] = family;
  }
  assignToLibraries(metafile, outdir, libraries);
  for (const chunk of Object.keys(libraries)) delete families[chunk];
  return { shared, libraries, families };
}

/** Adds to `libraries` each shared chunk imported only by entries that also import a library's chunk. */
function assignToLibraries(metafile, outdir, libraries) {
  const outputs = metafile.outputs;
  const importers = {};
  for (const [file, output] of Object.entries(outputs)) {
    if (!output.entryPoint) continue;
    const seen = new Set();
    const visit = (path) => {
      for (const { path: next, kind } of outputs[path]?.imports ?? []) {
        if (kind !== 'import-statement' || seen.has(next)) continue;
        seen.add(next);
        visit(next);
      }
    };
    visit(file);
    for (const chunk of seen) {
      const name = relative(outdir, chunk);
      importers[name] ??= new Set();
      importers[name].add(file);
    }
  }
  for (const [chunk, library] of Object.entries({ ...libraries })) {
    const users = importers[chunk] ?? new Set();
    for (const [other, entries] of Object.entries(importers)) {
      if (libraries[other] || !other.endsWith('.js')) continue;
      if ([...entries].every((entry) => users.has(entry))) libraries[other] = library;
    }
  }
}
