const { createAppConfig } = require('@tutor/mf-config');

module.exports = (_env, argv) =>
  createAppConfig(
    { name: 'mf_order_wizard', kind: 'remote', dir: __dirname, devPort: 3104, title: 'Pemesanan les (siswa)', exposes: { './App': './src/App.tsx' } },
    argv,
  );
