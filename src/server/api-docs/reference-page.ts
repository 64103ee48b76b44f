import type { OpenApiDocument } from './document';

// The API reference as one HTML page made on the server from the OpenAPI document (decision 110): no
// script and no request for anything else, so it fits the app's CSP and costs other pages nothing.

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

function html(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** The little Markdown the document's texts use: paragraphs, **bold** and `code`. */
function prose(text: string | undefined): string {
  if (!text) return '';
  return text
    .split(/\n{2,}/)
    .map(
      (para) =>
        `<p>${html(para)
          .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
          .replace(/`([^`]+)`/g, '<code>$1</code>')}</p>`,
    )
    .join('');
}

function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A schema as indented JSON, each $ref a link to the schema it names. */
function schemaBlock(schema: Json | undefined): string {
  if (schema === undefined) return '';
  const text = html(JSON.stringify(schema, null, 2)).replace(
    /&quot;#\/components\/schemas\/([A-Za-z0-9_]+)&quot;/g,
    (_m, name: string) => `&quot;<a href="#schema-${name}">#/components/schemas/${name}</a>&quot;`,
  );
  return `<pre><code>${text}</code></pre>`;
}

function securityText(operation: JsonObject): string {
  const security = operation.security;
  if (!Array.isArray(security) || security.length === 0) return 'None';
  const names = security.flatMap((s) => (isObject(s) ? Object.keys(s) : []));
  if (names.includes('bearerToken')) {
    return 'Bearer token or session cookie';
  }
  return 'Browser session cookie only';
}

function parametersTable(parameters: Json | undefined): string {
  if (!Array.isArray(parameters) || parameters.length === 0) return '';
  const rows = parameters
    .filter(isObject)
    .map((p) => {
      const schema = isObject(p.schema) ? JSON.stringify(p.schema) : '';
      return `<tr><td><code>${html(String(p.name))}</code></td><td>${html(String(p.in))}</td><td>${p.required ? 'yes' : 'no'}</td><td><code>${html(schema)}</code>${p.description ? ` ${html(String(p.description))}` : ''}</td></tr>`;
    })
    .join('');
  return `<h4>Parameters</h4><div class="scroll"><table><thead><tr><th scope="col">Name</th><th scope="col">In</th><th scope="col">Required</th><th scope="col">Schema</th></tr></thead><tbody>${rows}</tbody></table></div>`;
}

function contentBlocks(content: Json | undefined): string {
  if (!isObject(content)) return '';
  return Object.entries(content)
    .map(
      ([type, media]) =>
        `<p class="media">${html(type)}</p>${schemaBlock(isObject(media) ? media.schema : undefined)}`,
    )
    .join('');
}

function responsesList(responses: Json | undefined): string {
  if (!isObject(responses)) return '';
  const items = Object.entries(responses)
    .map(([status, response]) => {
      const r = isObject(response) ? response : {};
      const ok = status.startsWith('2') || status.startsWith('3');
      return `<details${ok ? ' open' : ''}><summary><span class="status ${ok ? 'ok' : 'err'}">${html(status)}</span> ${html(String(r.description ?? ''))}</summary>${contentBlocks(r.content)}</details>`;
    })
    .join('');
  return `<h4>Responses</h4>${items}`;
}

function operationSection(method: string, path: string, operation: JsonObject): string {
  const id = html(String(operation.operationId ?? `${method}-${path}`));
  const body = isObject(operation.requestBody) ? operation.requestBody : null;
  return `<section class="op" id="${id}" aria-labelledby="${id}-title">
<h3 id="${id}-title"><span class="method m-${method}">${method.toUpperCase()}</span> <code>${html(path)}</code></h3>
<p class="summary">${html(String(operation.summary ?? ''))}</p>
${prose(typeof operation.description === 'string' ? operation.description : undefined)}
<p><strong>Auth:</strong> ${securityText(operation)}</p>
${parametersTable(operation.parameters)}
${body ? `<h4>Request body</h4>${contentBlocks(body.content)}` : ''}
${responsesList(operation.responses)}
</section>`;
}

/** The reference page of a document. */
export function referencePage(document: OpenApiDocument): string {
  const doc = document as unknown as JsonObject;
  const info = isObject(doc.info) ? doc.info : {};
  const paths = isObject(doc.paths) ? doc.paths : {};
  const byTag = new Map<string, string[]>();
  const nav = new Map<string, string[]>();
  for (const [path, item] of Object.entries(paths)) {
    if (!isObject(item)) continue;
    for (const method of METHODS) {
      const operation = item[method];
      if (!isObject(operation)) continue;
      const tag = Array.isArray(operation.tags) ? String(operation.tags[0]) : 'Other';
      const sections = byTag.get(tag) ?? [];
      sections.push(operationSection(method, path, operation));
      byTag.set(tag, sections);
      const links = nav.get(tag) ?? [];
      links.push(
        `<li><a href="#${html(String(operation.operationId))}"><span class="method m-${method}">${method.toUpperCase()}</span> ${html(path)}</a></li>`,
      );
      nav.set(tag, links);
    }
  }
  const tags = Array.isArray(doc.tags) ? doc.tags.filter(isObject) : [];
  const tagOrder = [
    ...tags.map((t) => String(t.name)),
    ...[...byTag.keys()].filter((t) => !tags.some((x) => x.name === t)),
  ];
  const tagText = new Map(tags.map((t) => [String(t.name), String(t.description ?? '')]));
  const slug = (tag: string) => `tag-${tag.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  const components =
    isObject(doc.components) && isObject(doc.components.schemas) ? doc.components.schemas : {};
  const schemas = Object.entries(components)
    .map(
      ([name, schema]) =>
        `<section id="schema-${html(name)}"><h3><code>${html(name)}</code></h3>${schemaBlock(schema)}</section>`,
    )
    .join('');

  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>${html(String(info.title ?? 'API'))} reference</title>
<style>
:root { color-scheme: light dark; --fg: #0f172a; --bg: #ffffff; --muted: #475569; --line: #e2e8f0; --code: #f1f5f9; --link: #1d4ed8; }
@media (prefers-color-scheme: dark) { :root { --fg: #e2e8f0; --bg: #0b1120; --muted: #94a3b8; --line: #1e293b; --code: #111827; --link: #93c5fd; } }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: var(--fg); background: var(--bg); }
a { color: var(--link); }
header, main, nav { max-width: 72rem; margin: 0 auto; padding: 0 1rem; }
header { padding-top: 1.5rem; }
h1 { font-size: 1.75rem; margin: 0 0 .5rem; }
h2 { margin-top: 2.5rem; border-bottom: 1px solid var(--line); padding-bottom: .25rem; }
h3 { font-size: 1.1rem; margin: 0; overflow-wrap: anywhere; }
h4 { margin: 1rem 0 .25rem; font-size: 1rem; }
code, pre { font-family: ui-monospace, monospace; font-size: .875rem; }
pre { background: var(--code); padding: .75rem; overflow-x: auto; border-radius: .375rem; max-height: 28rem; }
.op { border: 1px solid var(--line); border-radius: .5rem; padding: 1rem; margin: 1rem 0; }
.summary { font-weight: 600; margin: .25rem 0; }
.method { display: inline-block; min-width: 4.2rem; text-align: center; font: 700 .75rem ui-monospace, monospace; padding: .15rem .35rem; border-radius: .25rem; color: #fff; }
.m-get { background: #047857; } .m-post { background: #1d4ed8; } .m-put, .m-patch { background: #b45309; } .m-delete { background: #b91c1c; }
.status { font: 700 .875rem ui-monospace, monospace; } .ok { color: #15803d; } .err { color: #b91c1c; }
@media (prefers-color-scheme: dark) { .ok { color: #4ade80; } .err { color: #f87171; } }
.media { color: var(--muted); margin: .5rem 0 0; font-size: .875rem; }
details { margin: .25rem 0; } summary { cursor: pointer; }
table { border-collapse: collapse; width: 100%; font-size: .875rem; }
th, td { text-align: left; border-bottom: 1px solid var(--line); padding: .25rem .5rem; vertical-align: top; }
.scroll { overflow-x: auto; }
nav ul { list-style: none; padding: 0; columns: 2 20rem; }
nav li { margin: .1rem 0; break-inside: avoid; }
nav li a { text-decoration: none; overflow-wrap: anywhere; }
</style>
</head>
<body>
<header>
<h1>${html(String(info.title ?? 'API'))} <small>${html(String(info.version ?? ''))}</small></h1>
${prose(typeof info.description === 'string' ? info.description : undefined)}
<p>The machine-readable document: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).</p>
</header>
<nav aria-label="Endpoints">
<h2>Endpoints</h2>
${tagOrder
  .filter((tag) => nav.has(tag))
  .map((tag) => `<h3><a href="#${slug(tag)}">${html(tag)}</a></h3><ul>${(nav.get(tag) ?? []).join('')}</ul>`)
  .join('')}
</nav>
<main>
${tagOrder
  .filter((tag) => byTag.has(tag))
  .map(
    (tag) =>
      `<h2 id="${slug(tag)}">${html(tag)}</h2>${prose(tagText.get(tag))}${(byTag.get(tag) ?? []).join('')}`,
  )
  .join('')}
<h2 id="schemas">Schemas</h2>
${schemas}
</main>
</body>
</html>`;
}
