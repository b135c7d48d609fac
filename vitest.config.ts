import { defineConfig } from 'vitest/config';

/** Unit tests with React 19. `vitest.preact.config.ts` runs the same tests against preact/compat. */
export default defineConfig({
  esbuild: { jsx: 'automatic' },
  define: { __WIDGET_ASSETS__: '{"shared":[],"widgets":{}}' },
  test: {
    environment: 'happy-dom',
    // The test files share one happy-dom window and module cache per worker rather than each building its own:
    // building them was two thirds of the run (88 files, 87 s; 20 s shared). setup.ts gives every file an empty
    // document; a file that needs a module's first-use state imports it afresh (vi.resetModules).
    isolate: false,
    include: ['test/unit/**/*.test.{ts,tsx}'],
    setupFiles: ['test/unit/setup.ts'],
    restoreMocks: true,
    env: { VITEST_FLAVOUR: 'react' },
  },
});
