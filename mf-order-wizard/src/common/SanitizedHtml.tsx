import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * HTML from the server, rendered only after DOMPurify has removed scripts, event handlers and
 * javascript: URLs: the server escapes what it writes, but the browser does not rely on it.
 */
export function SanitizedHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
