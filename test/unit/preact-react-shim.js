// preact/compat has no `act`; tests import it from 'react' as they would with React. (.js: `export *` from
// preact/compat fails the type check.)
export * from 'preact/compat';
export { default } from 'preact/compat';
export { act } from 'preact/test-utils';
