/** Locally generated illustrations (SVG): the site shows pictures with no internet. */
import { Type } from '@sinclair/typebox';
import { NoQuery, Query } from '../common';
import { ERROR_RESPONSES, raw, route } from '../route';

const NumberedFile = Query({ file: Type.String({ maxLength: 20, pattern: '^[0-9]{1,9}\\.svg$' }) });
const SluggedFile = Query({ file: Type.String({ maxLength: 220, pattern: '^[a-z0-9-]{1,200}\\.svg$' }) });
const tags = ['content'] as const;
const svg = { 200: raw('image/svg+xml', 'An SVG illustration'), ...ERROR_RESPONSES } as const;
const image = <const Url extends string>(url: Url, summary: string, params: typeof NumberedFile | typeof SluggedFile) =>
  route({ method: 'GET', url, schema: { summary, tags, params, querystring: NoQuery, response: svg } });

export const mediaRoutes = {
  teacherPhoto: image('/media/guru/:file', 'Teacher avatar', NumberedFile),
  testimonyPhoto: image('/media/testimoni/:file', 'Testimonial avatar', NumberedFile),
  blogImage: image('/media/blog/:file', 'Blog cover', SluggedFile),
  levelImage: image('/media/jenjang/:file', 'Program tile', NumberedFile),
  partnerLogo: image('/media/mitra/:file', 'Partner logo', NumberedFile),
  activityImage: image('/media/kegiatan/:file', 'Learning-activity illustration', NumberedFile),
};
