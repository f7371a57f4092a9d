const { createAppConfig } = require('@tutor/mf-config');

module.exports = (_env, argv) =>
  createAppConfig(
    {
      name: 'shell',
      kind: 'host',
      ssr: true,
      dir: __dirname,
      devPort: 3100,
      title: 'Pintar Privat: les privat ke rumah dan online',
      publicDir: require('node:path').join(__dirname, 'public'),
    },
    argv,
  );
