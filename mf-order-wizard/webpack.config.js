const { createAppConfig } = require('@tutor/mf-config');

/** Lazy pages of src/App.tsx (webpackChunkName "page-<name>") and the URLs each serves, for the server's preload. */
const pages = {
  'order-wizard': ['/siswa/pemesanan-les'],
  'student-dashboard': ['/siswa/dashbord'],
  'order-detail': ['/siswa/pesanan/:kode'],
  renewal: ['/siswa/pesanan/:kode/perpanjang'],
  'admin-orders': ['/admin/pesanan'],
  'admin-order': ['/admin/pesanan/:kode'],
  'admin-reviews': ['/admin/ulasan'],
};

module.exports = (_env, argv) =>
  createAppConfig(
    {
      name: 'mf_order_wizard',
      kind: 'remote',
      dir: __dirname,
      devPort: 3104,
      title: 'Pemesanan les (siswa)',
      exposes: { './App': './src/App.tsx' },
      pages,
    },
    argv,
  );
