// Option descriptions are documentation: `npm run docs` reads them from the source to write the README's
// attribute reference, and nothing reads them at run time. The build leaves them out of the bundle, where they
// were a tenth of a widget's chunk (the map's: 390 of 3.5k bytes gzip).

/** Reads one string literal at `at` ('…', "…", or a template without substitutions); its end, or -1. */
function literalEnd(source, at) {
  const quote = source[at];
  if (quote !== "'" && quote !== '"' && quote !== '`') return -1;
  for (let i = at + 1; i < source.length; i++) {
    const char = source[i];
    if (char === '\\') i++;
    else if (quote === '`' && char === '$' && source[i + 1] === '{') return -1;
    else if (char === quote) return i + 1;
    else if (quote !== '`' && char === '\n') return -1;
  }
  return -1;
}

function skipSpace(source, at) {
  let i = at;
  while (i < source.length && /\s/.test(source[i])) i++;
  return i;
}

/**
 * Removes every `description:` property whose value is a string literal, or literals joined with `+`, from an
 * object literal (the option schemas' `option.string({ description: '…', … })`). A `description` computed from
 * anything else (a lightbox item's, read from the page) is code, and stays.
 */
export function stripDescriptions(source) {
  let out = '';
  let copied = 0;
  const key = /(?<![\w$.])description:\s*/g;
  for (let match = key.exec(source); match; match = key.exec(source)) {
    let end = match.index + match[0].length;
    let ok = false;
    for (;;) {
      const after = literalEnd(source, end);
      if (after < 0) break;
      ok = true;
      end = skipSpace(source, after);
      if (source[end] !== '+') break;
      end = skipSpace(source, end + 1);
      ok = false;
    }
    if (!ok) continue;
    if (source[end] === ',') end++;
    else if (source[end] !== '}') continue;
    let start = match.index;
    while (source[end] === ' ' || source[end] === '\t') end++;
    // A property on lines of its own takes its lines with it.
    const lineStart = source.lastIndexOf('\n', start - 1) + 1;
    if (source.slice(lineStart, start).trim() === '' && source[end] === '\n') {
      start = lineStart;
      end++;
    }
    out += source.slice(copied, start);
    copied = end;
    key.lastIndex = end;
  }
  return out + source.slice(copied);
}

/** The esbuild plugin: the project's own modules lose their option descriptions as they load. */
export function stripDescriptionsPlugin(fs) {
  return {
    name: 'strip-option-descriptions',
    setup(build) {
      build.onLoad({ filter: /[\\/](widgets|toolkit)[\\/].*\.tsx?$/ }, async (args) => {
        const source = await fs.readFile(args.path, 'utf8');
        if (!source.includes('description:')) return undefined;
        return { contents: stripDescriptions(source), loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
      });
    },
  };
}
