import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config';

/** The same unit tests, with react and react-dom resolved to preact/compat (the small flavour). */
export default mergeConfig(
  base,
  defineConfig({
    resolve: {
      alias: [
        { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
        { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
        { find: /^react-dom$/, replacement: 'preact/compat' },
        { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
        { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
        {
          find: /^react$/,
          replacement: fileURLToPath(new URL('./test/unit/preact-react-shim.js', import.meta.url)),
        },
      ],
    },
    test: { name: 'preact', env: { VITEST_FLAVOUR: 'preact' } },
  }),
);
