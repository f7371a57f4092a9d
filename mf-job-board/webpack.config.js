const { createAppConfig } = require('@tutor/mf-config');

/** Lazy pages of src/App.tsx (webpackChunkName "page-<name>") and the URLs each serves, for the server's preload. */
const pages = {
  'job-board': ['/guru/loker-mengajar'],
  'my-applications': ['/guru/loker-mengajar-my-application'],
  'teacher-profile': ['/guru/profil'],
  'teacher-schedule': ['/guru/jadwal'],
  'teacher-honor': ['/guru/honor'],
  'admin-teachers': ['/admin/guru'],
  'admin-teacher': ['/admin/guru/:id'],
};

module.exports = (_env, argv) =>
  createAppConfig(
    {
      name: 'mf_job_board',
      kind: 'remote',
      dir: __dirname,
      devPort: 3105,
      title: 'Loker mengajar (guru)',
      exposes: { './App': './src/App.tsx' },
      pages,
    },
    argv,
  );
