// Stylesheets are imported for their side effect; Vite bundles them into the CSS files.
declare module '*.css';
