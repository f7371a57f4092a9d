import DOMPurify from 'dompurify';
import { useMemo } from 'react';

export interface SanitizedHtmlProps {
  html: string;
  className?: string;
}

/**
 * Renders a post body. The server sanitises too, but the browser never trusts it: the HTML only
 * reaches the DOM after DOMPurify has removed scripts, event handlers and javascript: URLs.
 */
export function SanitizedHtml({ html, className }: SanitizedHtmlProps) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
