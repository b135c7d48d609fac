// Stylesheets imported by widgets are bundled into per-widget CSS files that the loader links on demand.
declare module '*.css';
// `import href from './file.css?url'`: the address of a stylesheet the build writes beside the chunks.
declare module '*?url' {
  const href: string;
  export default href;
}
