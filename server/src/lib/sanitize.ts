import sanitizeHtml from 'sanitize-html';

/**
 * Blog HTML is sanitised when written, so every reader can trust `isi`: a small allow-list of
 * text tags, links limited to http(s)/mailto and relative paths, no scripts, styles or handlers.
 */
const BLOG_HTML_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'h2', 'h3', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'a', 'blockquote', 'br', 'img'],
  allowedAttributes: { a: ['href', 'title'], img: ['src', 'alt'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

export function sanitizeBlogHtml(html: string): string {
  return sanitizeHtml(html, BLOG_HTML_OPTIONS).trim();
}
