import { version } from 'react';

/** Which framework this run resolved 'react' to: preact/compat reports React 19.0.0 as its version. */
export const flavour: 'react' | 'preact' = version === '19.0.0' ? 'preact' : 'react';
