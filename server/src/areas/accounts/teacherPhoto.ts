/**
 * A teacher's uploaded photo: the type told by the file's first bytes (never by its name or a
 * header the browser sets), the size limited, then re-encoded by sharp as a 400x400 JPEG. sharp
 * writes no metadata unless asked (withMetadata), so EXIF (GPS position, camera) never leaves the
 * server; rotate() first applies the EXIF orientation, so portraits stay upright without it.
 */
import { PHOTO_TOO_LARGE, PHOTO_WRONG_TYPE, TEACHER_PHOTO_MAX_BYTES, TEACHER_PHOTO_SIZE } from '@tutor/rules';
import sharp from 'sharp';

export type PhotoResult = { ok: true; jpeg: Buffer } | { ok: false; message: string };

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** JPEG FF D8 FF, PNG 89 50 4E 47 0D 0A 1A 0A, WebP RIFF....WEBP. */
export function photoTypeOf(bytes: Buffer): 'jpeg' | 'png' | 'webp' | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP')
    return 'webp';
  return null;
}

export const PHOTO_NOT_BASE64 = 'Foto tidak terbaca: kirim berkas gambar dalam base64';
export const PHOTO_UNREADABLE = 'Foto tidak dapat dibaca: pilih berkas gambar lain';

/** Checks and converts an upload; every refusal is a message for the teacher. */
export async function processTeacherPhoto(base64: string): Promise<PhotoResult> {
  if (!BASE64.test(base64)) return { ok: false, message: PHOTO_NOT_BASE64 };
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > TEACHER_PHOTO_MAX_BYTES) return { ok: false, message: PHOTO_TOO_LARGE };
  const type = photoTypeOf(bytes);
  if (!type) return { ok: false, message: PHOTO_WRONG_TYPE };
  try {
    // limitInputPixels: a small file that decodes to a huge bitmap (a "decompression bomb") is refused
    const jpeg = await sharp(bytes, { failOn: 'error', limitInputPixels: 40_000_000 })
      .rotate()
      .resize(TEACHER_PHOTO_SIZE, TEACHER_PHOTO_SIZE, { fit: 'cover', position: 'attention' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
    return { ok: true, jpeg };
  } catch {
    return { ok: false, message: PHOTO_UNREADABLE };
  }
}
