import { generateOpenApi } from '@ts-rest/open-api';
import express, { type Router } from 'express';
import { contract } from '../../../contracts';
import { DATE_TIME_PATTERNS } from '../../../contracts/common/date-time.schema';

type OpenApiDocument = ReturnType<typeof generateOpenApi>;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

const DATE_TIME_SOURCES = new Set(Object.values(DATE_TIME_PATTERNS).map((pattern) => pattern.source));

/** Every string of `isoDateTime()` documented as a `date-time`, as zod's `.datetime()` was, instead of by its pattern. */
function withDateTimes(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withDateTimes);
  if (node === null || typeof node !== 'object') return node;
  const entries = Object.entries(node).map(([key, value]) => [key, withDateTimes(value)] as const);
  const schema = Object.fromEntries(entries) as Record<string, unknown>;
  if (typeof schema.pattern === 'string' && DATE_TIME_SOURCES.has(schema.pattern)) {
    delete schema.pattern;
    schema.format = 'date-time';
  }
  return schema;
}

/** The OpenAPI 3 document generated from the ts-rest contracts. */
export function buildOpenApiDocument(): OpenApiDocument {
  const generated = generateOpenApi(
    contract,
    {
      info: {
        title: 'TravelFit API',
        version: '1.0.0',
        description: 'Workouts for business travellers. Errors always answer `{ error, code?, details? }`.',
      },
    },
    { setOperationId: 'concatenated-path' },
  );
  return withDateTimes(generated) as OpenApiDocument;
}

/** A readable, script-free page listing every operation, for integrators. */
function renderDocsPage(doc: OpenApiDocument): string {
  const rows = Object.entries(doc.paths).flatMap(([p, item]) =>
    Object.entries(item as Record<string, { summary?: string; responses?: Record<string, unknown> }>).map(
      ([method, op]) =>
        `<tr><td><code class="m m-${method}">${method.toUpperCase()}</code></td>` +
        `<td><code>${escapeHtml(p)}</code></td><td>${escapeHtml(op.summary ?? '')}</td>` +
        `<td>${Object.keys(op.responses ?? {}).join(', ')}</td></tr>`,
    ),
  );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(doc.info.title)} — reference</title><link rel="stylesheet" href="/api/docs.css"></head>
<body><main><h1>${escapeHtml(doc.info.title)} <small>v${escapeHtml(doc.info.version)}</small></h1>
<p>${escapeHtml(doc.info.description ?? '')}</p>
<p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI ${escapeHtml(doc.openapi)}).</p>
<table><thead><tr><th>Method</th><th>Path</th><th>What it does</th><th>Answers</th></tr></thead>
<tbody>${rows.join('\n')}</tbody></table></main></body></html>`;
}

const DOCS_CSS = `body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#0f1c2e;background:#f6f8fb}
main{max-width:960px;margin:0 auto;padding:2rem 1rem}table{border-collapse:collapse;width:100%;background:#fff}
th,td{text-align:left;padding:.5rem .75rem;border-bottom:1px solid #dde3ea;vertical-align:top}
code{font-family:ui-monospace,monospace}.m{font-weight:700}.m-get{color:#0b6e4f}.m-post{color:#1d4ed8}
.m-patch,.m-put{color:#9a5b00}.m-delete{color:#b42318}small{color:#536173;font-weight:400}`;

/** Built once per process: the contracts do not change while it runs, and tests start many apps. */
let published: { doc: OpenApiDocument; page: string } | undefined;

/** The API's one page: a document, with a document's headers (security-headers.ts). */
export const API_DOCS_PAGE = '/api/docs';

export function openApiRoutes(): Router {
  if (!published) {
    const doc = buildOpenApiDocument();
    published = { doc, page: renderDocsPage(doc) };
  }
  const { doc, page } = published;
  const router = express.Router();
  router.get('/api/openapi.json', (_req, res) => void res.json(doc));
  router.get(API_DOCS_PAGE, (_req, res) => void res.type('html').send(page));
  router.get('/api/docs.css', (_req, res) => void res.type('css').send(DOCS_CSS));
  return router;
}
