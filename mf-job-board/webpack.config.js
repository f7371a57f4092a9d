const { createAppConfig } = require('@tutor/mf-config');

module.exports = (_env, argv) =>
  createAppConfig(
    { name: 'mf_job_board', kind: 'remote', dir: __dirname, devPort: 3105, title: 'Loker mengajar (guru)', exposes: { './App': './src/App.tsx' } },
    argv,
  );
