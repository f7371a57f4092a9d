/** The teacher's own photo: uploaded on /guru/profil, served resized and without metadata. */
import { Type, type Static } from '@sinclair/typebox';
import { Answer, NoQuery, Query } from '../common';
import { ERROR_RESPONSES, raw, route } from '../route';

/** base64 of 2 MB (TEACHER_PHOTO_MAX_BYTES in @tutor/rules; the contract imports nothing of the workspace) */
const MAX_BASE64_LENGTH = Math.ceil((2 * 1024 * 1024) / 3) * 4;

/**
 * The file as base64 (no data: prefix): JSON like every other write. JPEG, PNG or WebP up to
 * 2 MB, told apart by their first bytes; kept as a 400x400 JPEG without metadata.
 */
export const TeacherPhotoBody = Type.Object({ foto: Type.String({ minLength: 1, maxLength: MAX_BASE64_LENGTH }) });
export type TeacherPhotoBody = Static<typeof TeacherPhotoBody>;
export const TeacherPhotoAnswer = Answer({ data: Answer({ foto: Type.String() }) });
export type TeacherPhotoAnswer = Static<typeof TeacherPhotoAnswer>;

/**
 * `<teacher id>-<version>.jpg`: a new picture is a new address, so a year of caching is safe. The
 * version is a hex digest of the picture (16 digits); addresses given out before were decimal times.
 */
const PhotoFile = Query({ file: Type.String({ maxLength: 30, pattern: '^[0-9]{1,9}-[0-9a-f]{1,16}\\.jpg$' }) });
const tags = ['accounts'] as const;

export const teacherPhotoRoutes = {
  uploadTeacherPhoto: route({
    method: 'POST',
    url: '/api/guru/profil/foto',
    schema: {
      summary: "Replaces the logged-in teacher's photo (JPEG, PNG or WebP up to 2 MB, base64)",
      tags,
      body: TeacherPhotoBody,
      response: { 200: TeacherPhotoAnswer, ...ERROR_RESPONSES },
    },
  }),
  teacherUploadedPhoto: route({
    method: 'GET',
    url: '/media/guru/foto/:file',
    schema: {
      summary: "A teacher's uploaded photo (400x400 JPEG)",
      tags,
      params: PhotoFile,
      querystring: NoQuery,
      response: { 200: raw('image/jpeg', 'The photo'), ...ERROR_RESPONSES },
    },
  }),
};
