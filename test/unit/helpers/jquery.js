// jquery ships no types and @types/jquery is not a dependency: `jquery.d.ts` beside this file types the little
// the tests use. In happy-dom there is a window, so the package exports jQuery itself, not a factory.
export { default } from 'jquery';
