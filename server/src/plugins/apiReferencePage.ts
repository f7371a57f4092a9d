/** Renders the OpenAPI document as one static HTML page: every value is escaped, nothing runs. */

interface Operation {
  summary?: string;
  tags?: string[];
  parameters?: { name: string; in: string; required?: boolean; schema?: unknown }[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: unknown }> }>;
}

interface OpenApiDocument {
  info: { title: string; description?: string };
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

const json = (value: unknown) => `<pre>${escapeHtml(JSON.stringify(value, null, 2))}</pre>`;

function parameters(operation: Operation): string {
  const rows = (operation.parameters ?? []).map(
    (parameter) =>
      `<tr><td><code>${escapeHtml(parameter.name)}</code></td><td>${escapeHtml(parameter.in)}</td><td>${parameter.required ? 'ya' : 'tidak'}</td><td>${json(parameter.schema ?? {})}</td></tr>`,
  );
  return rows.length === 0 ? '' : `<table><thead><tr><th>Parameter</th><th>Di</th><th>Wajib</th><th>Skema</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

function body(operation: Operation): string {
  const content = operation.requestBody?.content;
  if (!content) return '';
  return Object.entries(content)
    .map(([type, media]) => `<details><summary>Body (${escapeHtml(type)})</summary>${json(media.schema ?? {})}</details>`)
    .join('');
}

function responses(operation: Operation): string {
  return Object.entries(operation.responses ?? {})
    .map(([status, answer]) => {
      const media = Object.entries(answer.content ?? {})
        .map(([type, item]) => `<p>${escapeHtml(type)}</p>${json(item.schema ?? {})}`)
        .join('');
      return `<details><summary>${escapeHtml(status)} ${escapeHtml(answer.description ?? '')}</summary>${media}</details>`;
    })
    .join('');
}

export function apiReferencePage(document: OpenApiDocument): string {
  const sections = (document.tags ?? []).map((tag) => {
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, operation]) => operation.tags?.includes(tag.name))
        .map(
          ([method, operation]) =>
            `<article><h3><span class="method">${escapeHtml(method.toUpperCase())}</span> <code>${escapeHtml(path)}</code></h3><p>${escapeHtml(operation.summary ?? '')}</p>${parameters(operation)}${body(operation)}${responses(operation)}</article>`,
        ),
    );
    return `<section><h2>${escapeHtml(tag.name)}</h2><p>${escapeHtml(tag.description ?? '')}</p>${operations.join('')}</section>`;
  });
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(document.info.title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:1100px;margin:0 auto;padding:1rem;color:#1a1a1a}article{border:1px solid #ddd;border-radius:8px;padding:.5rem 1rem;margin:.75rem 0}.method{background:#0b6e4f;color:#fff;border-radius:4px;padding:0 .4rem;font-size:.85em}pre{background:#f5f5f5;padding:.5rem;overflow:auto;font-size:.8em}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #eee;text-align:left;vertical-align:top;padding:.25rem}</style></head>
<body><h1>${escapeHtml(document.info.title)}</h1><p>${escapeHtml(document.info.description ?? '')} Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a>.</p>${sections.join('')}</body></html>`;
}
