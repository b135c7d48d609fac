// Stylesheets imported by widgets are bundled into per-widget CSS files that the loader links on demand.
declare module '*.css';
