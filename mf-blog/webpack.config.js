const { createAppConfig } = require('@tutor/mf-config');

/** Lazy pages of src/App.tsx (webpackChunkName "page-<name>") and the URLs each serves, for the server's preload. */
const pages = {
  'blog-list': ['/blog'],
  'blog-detail': ['/blog/:slug'],
};

module.exports = (_env, argv) =>
  createAppConfig(
    {
      name: 'mf_blog',
      kind: 'remote',
      ssr: true,
      dir: __dirname,
      devPort: 3103,
      title: 'Blog',
      exposes: { './App': './src/App.tsx' },
      pages,
    },
    argv,
  );
