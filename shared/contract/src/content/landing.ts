/** The landing page blocks (banner, levels, best teachers, testimonials, reviews, blog teasers). */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Answer, NoQuery, PageOnlyQuery } from '../common';
import { ERROR_RESPONSES, route } from '../route';
import { BlogTeaser } from './blog';

export const BannerSummary = Answer({
  /** real average of all reviews, one decimal */
  rating: Type.Number(),
  teacher_verified: Type.Integer(),
  student: Type.Integer(),
  testimoni: Type.Integer(),
  /** social-media followers, in thousands (shown with a K suffix) */
  follower: Type.Integer(),
  school: Type.Integer(),
});
export type BannerSummary = Static<typeof BannerSummary>;

export const LevelCard = Answer({
  jenjang_id: Type.Integer(),
  image: Type.String(),
  name: Type.String(),
  detail: Type.String(),
});
export type LevelCard = Static<typeof LevelCard>;

export const BestTeacher = Answer({
  id: Type.Integer(),
  rating: Type.Number(),
  foto: Type.String(),
  minat_mengajar: Type.String(),
  full_panggilan: Type.String(),
  deskripsi: Type.String(),
  jurusan: Type.String(),
  sekolah_tinggi: Type.String(),
});
export type BestTeacher = Static<typeof BestTeacher>;

export const TestimonyItem = Answer({
  id: Type.Integer(),
  foto: Type.String(),
  full_panggilan: Type.String(),
  rating: Type.Number(),
  testimoni: Type.String(),
});
export type TestimonyItem = Static<typeof TestimonyItem>;

export const TeacherReviewPair = Answer({ first: TestimonyItem, second: Type.Union([TestimonyItem, Type.Null()]) });
export type TeacherReviewPair = Static<typeof TeacherReviewPair>;

export const TestimonyPage = Answer({
  data: Type.Array(TestimonyItem),
  current_page: Type.Integer(),
  last_page: Type.Integer(),
});
export type TestimonyPage = Static<typeof TestimonyPage>;

const tags = ['content'] as const;
const list = <Item extends TSchema>(summary: string, item: Item) =>
  ({ summary, tags, querystring: NoQuery, response: { 200: Type.Array(item), ...ERROR_RESPONSES } }) as const;

export const landingRoutes = {
  bannerSummary: route({
    method: 'GET',
    url: '/api/landing/banner-summary',
    schema: {
      summary: 'Statistics banner (real average rating)',
      tags,
      querystring: NoQuery,
      response: { 200: BannerSummary, ...ERROR_RESPONSES },
    },
  }),
  levels: route({ method: 'GET', url: '/api/landing/list-level', schema: list('Program cards', LevelCard) }),
  bestTeachers: route({
    method: 'GET',
    url: '/api/landing/best-teacher-of-the-month',
    schema: list('Best teachers of the month', BestTeacher),
  }),
  teacherReviews: route({
    method: 'GET',
    url: '/api/landing/teacher-review',
    schema: list('Teacher reviews in pairs', TeacherReviewPair),
  }),
  blogTeasers: route({
    method: 'GET',
    url: '/api/landing/blog',
    schema: list('Newest blog posts for the home page', BlogTeaser),
  }),
  testimony: route({
    method: 'GET',
    url: '/api/landing/testimony',
    schema: {
      summary: 'A page of testimonials (the last page is reachable)',
      tags,
      querystring: PageOnlyQuery,
      response: { 200: TestimonyPage, ...ERROR_RESPONSES },
    },
  }),
};
