// `npm start`: builds the bundle, then serves the fixture pages and the contract emulator.
// PORT overrides the port (default 8080); --no-build serves the existing dist/.
import { build } from '../build.mjs';
import { loadFixtureServer, root } from './fixture-server.mjs';

const port = Number(process.env.PORT ?? 8080);
if (!process.argv.includes('--no-build')) await build();
const { startServer, resolveTheme } = await loadFixtureServer();
const theme = resolveTheme(root);
await startServer({ port, root, theme });
console.log(
  `Styled by ${theme.description}; WIDGET_THEME=<folder> for another theme, =none for the stand-in.`,
);
console.log(`Fixture pages: http://127.0.0.1:${port}/ (React 19; add ?flavour=preact for the preact build)`);
