const { createAppConfig } = require('@tutor/mf-config');

/** Lazy pages of src/App.tsx (webpackChunkName "page-<name>") and the URLs each serves, for the server's preload. */
const pages = {
  home: ['/'],
  referral: ['/referral'],
  'my-referral': ['/referral/saya'],
  'become-teacher': ['/jadi-pengajar'],
  testimony: ['/testimoni'],
  program: ['/program'],
  'discount-claim': ['/get-diskon-25'],
  login: ['/login'],
  register: ['/register'],
  'forgot-password': ['/lupa-password'],
  'reset-password': ['/reset-password'],
  'admin-payouts': ['/admin/pencairan'],
  'privacy-policy': ['/kebijakan-privasi'],
  terms: ['/syarat-ketentuan'],
};

module.exports = (_env, argv) =>
  createAppConfig(
    {
      name: 'mf_landing',
      kind: 'remote',
      ssr: true,
      dir: __dirname,
      devPort: 3101,
      title: 'Beranda, referral, jadi pengajar, testimoni, program',
      exposes: { './App': './src/App.tsx' },
      pages,
    },
    argv,
  );
