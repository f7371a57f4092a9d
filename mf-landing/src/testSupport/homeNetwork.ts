import { PACKAGE_PRICE_LIST } from '@tutor/testing';
import {
  bannerSummary,
  bestTeachers,
  blogTeasers,
  levelCards,
  teacherReviewPairs,
  testimonyItem,
  testimonyPage,
} from './landingFixtures';
import { partners } from './partnerFixtures';

/** The home page's first testimony page: three people. */
export const homeTestimonies = testimonyPage(1, 4, [
  testimonyItem(11, 'Ibu Ratna, orang tua siswa SD'),
  testimonyItem(12, 'Fajar, siswa SMA'),
  testimonyItem(13, 'Bapak Yusuf, orang tua siswa TK'),
]);

/**
 * Every call of the home page with a server-shaped answer, for fakeFetch; a test spreads its own
 * answers over these (this file cannot import the test helpers: lint allows that in tests only).
 */
export function homeRoutes() {
  return {
    'GET /api/landing/banner-summary': { body: bannerSummary },
    'GET /api/landing/list-level': { body: levelCards },
    'GET /api/landing/searching-biaya-les/default': { body: PACKAGE_PRICE_LIST },
    'GET /api/landing/best-teacher-of-the-month': { body: bestTeachers },
    'GET /api/landing/testimony': { body: homeTestimonies },
    'GET /api/landing/teacher-review': { body: teacherReviewPairs },
    'GET /api/landing/blog': { body: blogTeasers },
    'GET /api/mitra': { body: partners },
  };
}
