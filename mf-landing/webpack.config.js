const { createAppConfig } = require('@tutor/mf-config');

module.exports = (_env, argv) =>
  createAppConfig(
    { name: 'mf_landing', kind: 'remote', dir: __dirname, devPort: 3101, title: 'Beranda, referral, jadi pengajar, testimoni, program', exposes: { './App': './src/App.tsx' } },
    argv,
  );
