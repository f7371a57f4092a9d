// The accounts area's public surface: what other areas may use. Its data/ stays private.
export { setTeacherVerified } from './data/teacherProfileQueries';
export { moveTeacherStatus } from './data/userQueries';
export { publicUser } from './accountService';
// erasing a deleted account: the privacy area's deletion calls these in its one transaction
export { anonymiseAccount, eraseSignInsOf, eraseTeacherProfileOf } from './data/accountErasure';
