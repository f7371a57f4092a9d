// @ts-check
/**
 * DOMPurify for server bundles. DOMPurify needs a browser DOM; on Node.js it has no `sanitize`, so
 * a page that sanitises HTML (mf-blog's article) would fail to render on the server. This stand-in
 * sanitises with sanitize-html (the server's own sanitiser) and its default allowlist: no scripts,
 * no event handlers, no javascript: URLs. The blog's HTML was already sanitised by the server
 * before it was sent (server/src/lib/sanitize.ts); in the browser the real DOMPurify runs.
 */
const sanitizeHtml = require('sanitize-html');

const options = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img'],
  allowedAttributes: { ...sanitizeHtml.defaults.allowedAttributes, img: ['src', 'alt', 'width', 'height'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
};

/** @param {string} html */
const sanitize = (html) => sanitizeHtml(String(html), options);

module.exports = { sanitize, default: { sanitize } };
