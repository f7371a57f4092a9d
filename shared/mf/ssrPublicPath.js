// The first module of a remote's server bundle: asset URLs (images imported by components) are
// built from the public path when their modules run, so it is set here, before them, to the folder
// the server serves this build from (e.g. /remotes/mf-landing/), as `publicPath: 'auto'` finds it
// in the browser.
// eslint-disable-next-line no-undef -- webpack's free variable
__webpack_public_path__ = require('@tutor/ssr-context').publicPath;
