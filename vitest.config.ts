import { defineConfig } from 'vitest/config';

/** Unit tests with React 19. `vitest.preact.config.ts` runs the same tests against preact/compat. */
export default defineConfig({
  esbuild: { jsx: 'automatic' },
  define: { __WIDGET_ASSETS__: '{"shared":[],"widgets":{}}' },
  test: {
    environment: 'happy-dom',
    include: ['test/unit/**/*.test.{ts,tsx}'],
    setupFiles: ['test/unit/setup.ts'],
    restoreMocks: true,
    env: { VITEST_FLAVOUR: 'react' },
  },
});
