const { createAppConfig } = require('@tutor/mf-config');

module.exports = (_env, argv) =>
  createAppConfig(
    { name: 'mf_search', kind: 'remote', dir: __dirname, devPort: 3102, title: 'Biaya les, cari pengajar, profil guru', exposes: { './App': './src/App.tsx' } },
    argv,
  );
