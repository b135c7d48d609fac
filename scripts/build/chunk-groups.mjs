// Which of esbuild's shared chunks to merge into one file: the plan (pure; merge-chunks.mjs carries it out).
//
// esbuild splits shared code by exactly which entries use it, so 70 widgets give 40-odd shared chunks, most under
// 1 KB, and a page with three widgets fetches a dozen files. Merging two chunks saves every entry that loads both
// a request, and costs every entry that loads only one of them the other's bytes (and whatever the other imports).
// The plan merges, greedily, the pair that saves the most, until no merge saves more than it costs, never so far
// that an entry downloads more than half a request's worth of code it does not run, and never so that a widget
// that renders nothing loads the framework.

/**
 * What one request is worth, in gzip bytes of script an entry could download instead: a request for a module is a
 * round trip the browser cannot start before it has parsed the module that imports it (the core preloads a
 * widget's shared chunks, but only once the core has run), and on the mobile connection Lighthouse simulates
 * (150 ms, 1.6 Mbit/s) a round trip is worth about 28 KB. The plan takes less: past 12 KB it merges little more
 * (the cap below decides), and it counts a request the same whether or not it runs in parallel with others.
 */
export const REQUEST_BYTES = 12288;

/**
 * The most any entry may download and not run, in gzip bytes: half a request's worth. Enough to merge the
 * framework-free toolkit's small pieces into a few files; too little for a widget that renders nothing to load
 * React or preact (measured on the fixture pages: 4 KB merges too little, 8 KB lets the framework-free pages load
 * about 5 KB of React's flavour's code they never run).
 */
export const WASTE_BYTES = 6144;

/**
 * `chunks`: name -> `{ bytes, imports, framework }`, each shared chunk's gzip size, the shared chunks it imports,
 * and whether it holds the framework's code (React or preact): an entry that does not need the framework never
 * loads it, however small the part that would come with a merge;
 * `entries`: name -> the shared chunks the entry imports itself. Returns the groups to write, each a list of chunk
 * names (a chunk left alone is a group of one). Two chunks are never merged where one imports the other through a
 * third (the merged file and the third would import each other): the groups' imports stay without cycles, as
 * esbuild's are.
 */
export function planGroups(chunks, entries, { requestBytes = REQUEST_BYTES, wasteBytes = WASTE_BYTES } = {}) {
  /** @type {Map<string, { members: string[], bytes: number, imports: Set<string>, framework: boolean }>} */
  const groups = new Map();
  for (const [name, chunk] of chunks)
    groups.set(name, {
      members: [name],
      bytes: chunk.bytes,
      imports: new Set(chunk.imports),
      framework: Boolean(chunk.framework),
    });
  const groupOf = new Map([...chunks.keys()].map((name) => [name, name]));

  /** The groups a list of chunks loads, with merging `gone` into `keep` assumed where given. */
  const loads = (roots, keep, gone) => {
    const at = (id) => (id === gone ? keep : id);
    const importsOf = (id) =>
      id === keep && gone
        ? [...groups.get(keep).imports, ...groups.get(gone).imports]
        : groups.get(id).imports;
    const seen = new Set();
    const stack = roots.map((chunk) => at(groupOf.get(chunk)));
    while (stack.length) {
      const id = stack.pop();
      if (seen.has(id)) continue;
      seen.add(id);
      for (const next of importsOf(id)) if (at(next) !== id) stack.push(at(next));
    }
    return seen;
  };
  /** Each entry's requests and bytes, and whether it loads the framework, as merged so far or with `gone` in `keep`. */
  const cost = (keep, gone) =>
    [...entries.values()].map((roots) => {
      const loaded = loads(roots, keep, gone);
      let bytes = 0;
      let framework = false;
      for (const id of loaded) {
        const merged = id === keep && gone ? groups.get(gone) : undefined;
        bytes += groups.get(id).bytes + (merged?.bytes ?? 0);
        framework ||= groups.get(id).framework || Boolean(merged?.framework);
      }
      return { requests: loaded.size, bytes, framework };
    });
  /** What each entry needs: the bytes of the chunks it loads as esbuild split them, and whether the framework's. */
  const needed = [...entries.values()].map((roots) => {
    let bytes = 0;
    let framework = false;
    const seen = new Set();
    const stack = [...roots];
    while (stack.length) {
      const chunk = stack.pop();
      if (seen.has(chunk)) continue;
      seen.add(chunk);
      bytes += chunks.get(chunk).bytes;
      framework ||= Boolean(chunks.get(chunk).framework);
      stack.push(...chunks.get(chunk).imports);
    }
    return { bytes, framework };
  });
  /** What merging saves (requests, in bytes) less what it costs (bytes), or null where an entry would waste too much. */
  const gain = (keep, gone, before) => {
    const after = cost(keep, gone);
    let value = 0;
    for (let i = 0; i < after.length; i += 1) {
      if (after[i].bytes - needed[i].bytes > wasteBytes) return null;
      if (after[i].framework && !needed[i].framework) return null;
      value += (before[i].requests - after[i].requests) * requestBytes - (after[i].bytes - before[i].bytes);
    }
    return value;
  };
  /** Whether `from` reaches `to` other than by a direct import. */
  const reachesAround = (from, to) => {
    const seen = new Set();
    const stack = [...groups.get(from).imports].filter((id) => id !== to);
    while (stack.length) {
      const id = stack.pop();
      if (id === to) return true;
      if (seen.has(id)) continue;
      seen.add(id);
      stack.push(...groups.get(id).imports);
    }
    return false;
  };

  for (;;) {
    const before = cost();
    const ids = [...groups.keys()].sort();
    let best = null;
    for (let i = 0; i < ids.length; i += 1)
      for (let j = i + 1; j < ids.length; j += 1) {
        const [keep, gone] = [ids[i], ids[j]];
        const value = gain(keep, gone, before);
        if (value === null || value <= 0 || (best && value <= best.value)) continue;
        if (reachesAround(keep, gone) || reachesAround(gone, keep)) continue;
        best = { value, keep, gone };
      }
    if (!best) break;
    const a = groups.get(best.keep);
    const b = groups.get(best.gone);
    a.members.push(...b.members);
    a.bytes += b.bytes;
    a.framework ||= b.framework;
    for (const id of b.imports) a.imports.add(id);
    a.imports.delete(best.keep);
    a.imports.delete(best.gone);
    groups.delete(best.gone);
    for (const member of b.members) groupOf.set(member, best.keep);
    for (const group of groups.values()) if (group.imports.delete(best.gone)) group.imports.add(best.keep);
  }
  return [...groups.values()].map(({ members }) => members);
}

/**
 * What each entry loads, counting for a lazy part what is loaded before it: `own` maps each entry to the shared
 * chunks it imports itself, `importers` each entry to the files that import it dynamically (`import()`). A part
 * that one other entry alone imports is only ever loaded after that entry (and what it loads, and so on up): a
 * merge that puts those chunks in the part's files costs the part nothing. A part imported by several files, or
 * by a shared chunk, is counted alone.
 */
export function withWhatLoadsFirst(own, importers) {
  const loaded = (entry, seen) => {
    const [importer, ...others] = importers.get(entry) ?? [];
    if (!importer || others.length > 0 || !own.has(importer) || seen.has(importer)) return own.get(entry);
    seen.add(importer);
    return [...new Set([...own.get(entry), ...loaded(importer, seen)])];
  };
  return new Map([...own.keys()].map((entry) => [entry, loaded(entry, new Set([entry]))]));
}
