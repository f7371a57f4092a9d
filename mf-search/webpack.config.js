const { createAppConfig } = require('@tutor/mf-config');

/** Lazy pages of src/App.tsx (webpackChunkName "page-<name>") and the URLs each serves, for the server's preload. */
const pages = {
  'fee-search': ['/biaya-les', '/biaya_les'],
  'teacher-search': ['/cari-pengajar', '/cari_pengajar'],
  'teacher-profile': ['/cari_pengajar/guru/profil/:id', '/cari-pengajar/guru/profil/:id'],
};

module.exports = (_env, argv) =>
  createAppConfig(
    {
      name: 'mf_search',
      kind: 'remote',
      ssr: true,
      dir: __dirname,
      devPort: 3102,
      title: 'Biaya les, cari pengajar, profil guru',
      exposes: { './App': './src/App.tsx' },
      pages,
    },
    argv,
  );
