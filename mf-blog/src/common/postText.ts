import { stripHtml, truncateText } from '@tutor/rules';

/** Titles are cut at 50 characters, other text at 100. */
export const TITLE_MAX_LENGTH = 50;
export const EXCERPT_MAX_LENGTH = 100;

export function shortTitle(judul: string): string {
  return truncateText(judul, TITLE_MAX_LENGTH);
}

/** Plain-text excerpt of a post body: never rendered as HTML. */
export function excerptOf(isi: string): string {
  return truncateText(stripHtml(isi), EXCERPT_MAX_LENGTH);
}
