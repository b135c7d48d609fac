// Which of esbuild's chunks to merge into one file: the plan (pure; merge-chunks.mjs carries it out).
//
// esbuild splits shared code by exactly which entries use it, so 70 widgets give 40-odd shared chunks, most under
// 1 KB, and a page with three widgets fetches a dozen files; and each widget's own code is a file. Merging two
// chunks (shared ones, or widgets' own) saves every entry and every page that loads both a request, and costs
// every entry and page that loads only one of them the other's bytes (and whatever the other imports). The pages
// are the fixture pages (page-widgets.mjs): the theme's templates, whose widgets a visitor's page shows together.
// The plan merges, greedily, the pair that saves the most, until no merge saves more than it costs, never so far
// that a widget downloads more than a request's worth of code it does not run (the merges that waste least
// first), and never so that a widget that renders nothing loads the framework. A page still left needing more
// than 8 files then gets the merges that are worth most to the pages, within a slightly larger cap.

/**
 * What one request is worth, in gzip bytes of script an entry could download instead: a request for a module is a
 * round trip the browser cannot start before it has parsed the module that imports it (the core preloads a
 * widget's shared chunks, but only once the core has run), and on the mobile connection Lighthouse simulates
 * (150 ms, 1.6 Mbit/s) a round trip is worth about 28 KB. The plan takes less: past 12 KB it merges little more
 * (the cap below decides), and it counts a request the same whether or not it runs in parallel with others.
 */
export const REQUEST_BYTES = 12288;

/**
 * The most any entry may download and not run, in gzip bytes: a request's worth, no more than the request it
 * saves, spent in steps (see planGroups). Measured on the fixture pages (their files in all, React / preact, and
 * the pages over 8): before pages counted, with half a request's worth, each widget kept its own file (558 / 546,
 * 26 / 25); counting pages, 9 KB, 394 / 392, 14 / 13; 12 KB, 364 / 357, 7 / 6 in one pass, 358 / 348, 6 / 4 in
 * steps, for 2 % (React) and 8 % (preact) more bytes. A widget that renders nothing never loads the framework,
 * however little of it would come (the `framework` rule, not this cap).
 */
export const WASTE_BYTES = 12288;

/**
 * How many files a page's widgets may need, as the plan counts a page (its widgets' chunks and what they import):
 * 6 makes at most 8 script requests of the bundle at a page's first view, with the entry and the core. A page
 * still over it once the greedy plan is done gets the merges that pay off for the pages (see planGroups).
 */
export const PAGE_GROUPS = 6;

/**
 * The waste cap for those merges, a quarter more than WASTE_BYTES: measured on the fixture pages (files in all,
 * React / preact; pages over 8): the greedy plan alone, 356 / 346, 6 / 3; with these merges at the same 12 KB,
 * 355 / 346, 5 / 3 (by then every widget of those pages has spent its allowance); at 15 KB, 338 / 335, 0 / 0 for
 * 1.2 % / 0.1 % more bytes; at 18 KB, 320 / 320, 0 / 0, but 2.6 % / 3 % more, most pages 2 KB more.
 */
export const PAGE_WASTE_BYTES = 15360;

/**
 * `chunks`: name -> `{ bytes, imports, parts, framework }`, each file's gzip size as esbuild wrote it (a shared
 * chunk, or a widget's own chunk), the shared chunks it imports, the lazy parts it imports (`import()`), and
 * whether it holds the framework's code (React or preact): an entry that does not need the framework never loads it, however small the part that would come with
 * a merge; `entries`: name -> the chunks the entry loads itself (a widget's own chunk, or a lazy part's imports),
 * each held to the waste cap; `pages` (optional): each page's chunks (its widgets' own), whose requests count as
 * well, so that widgets seen together on a page share files; `lazy` (optional): the lazy parts (chunks that are no
 * group's, `import()`ed by a chunk's `parts`), each with the chunks it imports and the parts it imports in turn,
 * so that no merge makes a file and its lazy part import each other; `steps` (4): in how many steps the cap is
 * spent, the merges that waste least first; `pageGroups` and `pageWasteBytes`: a page still over that many files
is merged further, each entry wasting at most that much. Returns the groups to write, each a list of chunk
 * names (a chunk left alone is a group of one). Two chunks are never merged where one imports the other through a
 * third (the merged file and the third would import each other): the groups' imports stay without cycles, as
 * esbuild's are.
 */
export function planGroups(
  chunks,
  entries,
  {
    pages = [],
    lazy = new Map(),
    requestBytes = REQUEST_BYTES,
    wasteBytes = WASTE_BYTES,
    steps = 4,
    pageGroups = PAGE_GROUPS,
    pageWasteBytes = PAGE_WASTE_BYTES,
  } = {},
) {
  /** @type {Map<string, { members: string[], bytes: number, imports: Set<string>, parts: Set<string>, framework: boolean }>} */
  const groups = new Map();
  for (const [name, chunk] of chunks)
    groups.set(name, {
      members: [name],
      bytes: chunk.bytes,
      imports: new Set(chunk.imports),
      parts: new Set(chunk.parts ?? []),
      framework: Boolean(chunk.framework),
    });
  const groupOf = new Map([...chunks.keys()].map((name) => [name, name]));

  /** The groups reached from `ids` through their imports, `ids` included. */
  const closure = (ids) => {
    const seen = new Set();
    const stack = [...ids];
    while (stack.length) {
      const id = stack.pop();
      if (seen.has(id)) continue;
      seen.add(id);
      stack.push(...groups.get(id).imports);
    }
    return seen;
  };
  /** What each entry needs: the bytes of the chunks it loads as esbuild split them, and whether the framework's. */
  const needed = [...entries.values()].map((roots) => {
    let bytes = 0;
    let framework = false;
    for (const chunk of closure(roots)) {
      bytes += chunks.get(chunk).bytes;
      framework ||= Boolean(chunks.get(chunk).framework);
    }
    return { bytes, framework };
  });
  const consumers = [...entries.values(), ...pages];
  /**
   * Whether merging `keep` and `gone` would make files import each other: whether what either imports (other
   * than the other directly), or loads later through a lazy part (`import()`), leads back to one of them.
   */
  const wouldCycle = (keep, gone) => {
    const next = (node) =>
      node.startsWith('part:')
        ? [
            ...(lazy.get(node.slice(5))?.imports ?? []).map((chunk) => groupOf.get(chunk)),
            ...(lazy.get(node.slice(5))?.parts ?? []).map((part) => `part:${part}`),
          ]
        : [...groups.get(node).imports, ...[...groups.get(node).parts].map((part) => `part:${part}`)];
    const seen = new Set();
    const stack = [...next(keep), ...next(gone)].filter((node) => node !== keep && node !== gone);
    while (stack.length) {
      const node = stack.pop();
      if (node === keep || node === gone) return true;
      if (seen.has(node)) continue;
      seen.add(node);
      stack.push(...next(node));
    }
    return false;
  };

  /** What each entry and page loads as merged so far: its groups, their bytes, and whether the framework. */
  const loadedNow = () =>
    consumers.map((roots) => {
      const ids = closure(roots.map((chunk) => groupOf.get(chunk)));
      let bytes = 0;
      let framework = false;
      for (const id of ids) {
        bytes += groups.get(id).bytes;
        framework ||= groups.get(id).framework;
      }
      return { ids, bytes, framework };
    });

  /**
   * What merging saves (requests, in bytes) less what it costs (bytes), to the entries and pages (to the pages
   * only, with `pagesOnly`), or null where an entry would waste more than `cap` or load the framework it does not
   * need.
   */
  const gain = (loaded, keep, gone, cap, pagesOnly = false) => {
    const reach = new Map([
      [keep, closure([gone])],
      [gone, closure([keep])],
    ]);
    let value = 0;
    for (let i = 0; i < loaded.length; i += 1) {
      const { ids, bytes, framework } = loaded[i];
      const counted = !pagesOnly || i >= needed.length;
      const hasKeep = ids.has(keep);
      if (hasKeep === ids.has(gone)) {
        if (hasKeep && counted) value += requestBytes;
        continue;
      }
      // It loads one of the two: now the other too, and whatever the other imports that it did not load.
      let added = 0;
      let requests = -1;
      let frameworkAfter = framework;
      for (const id of reach.get(hasKeep ? keep : gone)) {
        if (ids.has(id)) continue;
        added += groups.get(id).bytes;
        requests += 1;
        frameworkAfter ||= groups.get(id).framework;
      }
      if (i < needed.length) {
        if (bytes + added - needed[i].bytes > cap) return null;
        if (frameworkAfter && !needed[i].framework) return null;
      }
      if (counted) value -= requests * requestBytes + added;
    }
    return value;
  };

  /** Of these pairs of groups, the merge worth most (within `cap`, and no cycle), or null; `floor` the least it may be worth. */
  const bestOf = (loaded, pairs, cap, floor, pagesOnly = false) => {
    let best = null;
    for (const pair of [...pairs].sort()) {
      const [keep, gone] = pair.split('\0');
      const value = gain(loaded, keep, gone, cap, pagesOnly);
      if (value === null || value <= floor || (best && value <= best.value)) continue;
      if (wouldCycle(keep, gone)) continue;
      best = { value, keep, gone };
    }
    return best;
  };

  const pairsOf = (ids, into = new Set()) => {
    const list = [...ids].sort();
    for (let i = 0; i < list.length; i += 1)
      for (let j = i + 1; j < list.length; j += 1) into.add(`${list[i]}\0${list[j]}`);
    return into;
  };

  const merge = ({ keep, gone }) => {
    const a = groups.get(keep);
    const b = groups.get(gone);
    a.members.push(...b.members);
    a.bytes += b.bytes;
    a.framework ||= b.framework;
    for (const id of b.imports) a.imports.add(id);
    for (const part of b.parts) a.parts.add(part);
    a.imports.delete(keep);
    a.imports.delete(gone);
    groups.delete(gone);
    for (const member of b.members) groupOf.set(member, keep);
    for (const group of groups.values()) if (group.imports.delete(gone)) group.imports.add(keep);
  };

  /** Merges, greedily, the pair that saves the most, until none saves more than it costs within `cap`. */
  const mergeWhile = (cap) => {
    for (;;) {
      const loaded = loadedNow();
      // Only two groups that something loads together can save a request.
      const pairs = new Set();
      for (const { ids } of loaded) pairsOf(ids, pairs);
      const best = bestOf(loaded, pairs, cap, 0);
      if (!best) break;
      merge(best);
    }
  };
  // The merges that waste least first: up to a quarter of the cap, then half, three quarters, the whole. Taken in
  // one pass, the merges that save most (the toolkit's pieces) spend every widget's allowance on code shared by
  // all, and leave none for the widgets that a page shows together.
  for (let step = 1; step <= steps; step += 1) mergeWhile((wasteBytes * step) / steps);

  // A page that still needs more than `pageGroups` files: of the merges of two of its files, the one worth most to
  // the pages (the requests it saves them less the bytes it costs them, even where that is less than nothing),
  // within `pageWasteBytes` for every entry, until it needs no more or no such merge is left; the pages with most
  // files first. What an entry alone saves or wastes no longer counts, only the cap: the greedy plan weighed it.
  const pageIndexes = pages.map((_, index) => entries.size + index);
  for (;;) {
    const loaded = loadedNow();
    const over = pageIndexes
      .filter((i) => loaded[i].ids.size > pageGroups)
      .sort((a, b) => loaded[b].ids.size - loaded[a].ids.size);
    const best = over
      .map((i) => bestOf(loaded, pairsOf(loaded[i].ids), pageWasteBytes, -Infinity, true))
      .find(Boolean);
    if (!best) break;
    merge(best);
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
