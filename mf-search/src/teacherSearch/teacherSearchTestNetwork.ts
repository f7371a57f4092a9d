import type { Routes } from '../testSupport/routes';
import type { TeacherPage } from '@tutor/contract';
import { DEFAULT_LOCATIONS, FILTER_COUNTS, JENJANG, teacherPage } from '../testSupport/fixtures';

/** Regencies the fake server finds by name, like the real one (case-insensitive "contains"). */
const REGENCY_NAMES = [
  { value: 3273, label: 'Kota Bandung' },
  { value: 3204, label: 'Kabupaten Bandung' },
  { value: 3171, label: 'Kota Jakarta Selatan' },
];

/** The best teachers: 3 pages of 12. */
export function bestTeachersPage(page: number): TeacherPage {
  const ids = Array.from({ length: 12 }, (_, index) => (page - 1) * 12 + index + 1);
  return teacherPage(page, 3, 36, ids);
}

/** Search answers: 37 teachers unfiltered (4 pages), 14 for laki-laki. */
export function searchPage(query: URLSearchParams): TeacherPage {
  const page = Number(query.get('page') ?? '1');
  const onlyMen = query.getAll('jenis_kelamin[]').join() === 'laki_laki';
  const total = onlyMen ? FILTER_COUNTS.jenis_kelamin.laki_laki : 37;
  const lastPage = Math.ceil(total / 12);
  const count = Math.max(0, Math.min(12, total - (page - 1) * 12));
  const found = teacherPage(
    page,
    lastPage,
    total,
    Array.from({ length: count }, (_, index) => 100 + (page - 1) * 12 + index),
  );
  // teacher 101 has no reviews yet: the server answers avg_rating 0
  return {
    ...found,
    data: found.data.map((teacher) => (teacher.id === 101 ? { ...teacher, avg_rating: 0 } : teacher)),
  };
}

export function teacherSearchRoutes(overrides: Routes = {}): Routes {
  return {
    'GET /api/select2/master/jenjang': { body: JENJANG },
    'GET /api/select2/master/lokasi-default': { body: DEFAULT_LOCATIONS },
    'GET /api/select2/master/regencies-2': (req) => {
      const text = (req.query.get('q') ?? '').toLowerCase();
      return { body: REGENCY_NAMES.filter((option) => option.label.toLowerCase().includes(text)) };
    },
    'GET /api/landing/searching-guru/default': (req) => ({ body: bestTeachersPage(Number(req.query.get('page'))) }),
    'GET /api/landing/searching-guru': (req) => ({ body: searchPage(req.query) }),
    'GET /api/landing/filter-guru': { body: FILTER_COUNTS },
    ...overrides,
  };
}
