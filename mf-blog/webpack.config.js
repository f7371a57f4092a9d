const { createAppConfig } = require('@tutor/mf-config');

module.exports = (_env, argv) =>
  createAppConfig(
    { name: 'mf_blog', kind: 'remote', dir: __dirname, devPort: 3103, title: 'Blog', exposes: { './App': './src/App.tsx' } },
    argv,
  );
