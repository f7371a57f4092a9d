/** The shell routes by the one ownership rule of @tutor/rules (the server inlines by it too). */
export { findRemoteForPath } from '@tutor/rules';
