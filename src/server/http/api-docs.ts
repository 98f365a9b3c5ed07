import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Hono } from 'hono';

const require = createRequire(import.meta.url);

/** A self-hosted Swagger UI at /api/docs (no CDN: the assets come from swagger-ui-dist). */
export function apiDocs(specUrl: string) {
  const app = new Hono();
  const dist = path.dirname(require.resolve('swagger-ui-dist/package.json'));
  const asset = (file: string, type: string) => {
    const body = fs.readFileSync(path.join(dist, file));
    return () =>
      new Response(body, { headers: { 'Content-Type': type, 'Cache-Control': 'public, max-age=86400' } });
  };
  app.get('/swagger-ui.css', asset('swagger-ui.css', 'text/css; charset=utf-8'));
  app.get('/swagger-ui-bundle.js', asset('swagger-ui-bundle.js', 'text/javascript; charset=utf-8'));
  app.get('/init.js', (c) =>
    c.body(`window.ui = SwaggerUIBundle({ url: ${JSON.stringify(specUrl)}, dom_id: '#swagger-ui' });`, 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
    }),
  );
  app.get('/', (c) =>
    c.html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Praxis API</title>
<link rel="stylesheet" href="/api/docs/swagger-ui.css"></head>
<body><div id="swagger-ui"></div><script src="/api/docs/swagger-ui-bundle.js"></script><script src="/api/docs/init.js"></script></body></html>`),
  );
  return app;
}
