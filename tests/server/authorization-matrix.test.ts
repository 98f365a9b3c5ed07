import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessRule } from '../../src/server/http/access';
import { createItem, daysFromNow } from '../factories/content';
import { createMember } from '../factories/members';
import { createTestApp } from '../setup/test-app';

/*
 * Who may call each route is part of its definition (`access(rule)` → `x-access` in the OpenAPI
 * document). This walks every operation of /api/openapi.json as each kind of caller and holds the
 * answers to the declared rule; the resulting table is the one printed in docs/security.md
 * (UPDATE_SECURITY_DOC=1 rewrites it there).
 */

// With a metrics token set, /metrics exists and answers 401 to every caller without it.
const t = await createTestApp({ METRICS_TOKEN: 'matrix-metrics-token-0123456789' });
const doc = (await (await t.request('/api/openapi.json')).json()) as OpenApiDoc;

interface Operation {
  'x-access'?: AccessRule;
  servers?: { url: string }[];
  requestBody?: { content: Record<string, unknown> };
}
interface OpenApiDoc {
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
}

const ROLES = [
  'visitor',
  'member',
  'other member',
  'canceled',
  'no membership',
  'admin',
  'super admin',
] as const;
type Role = (typeof ROLES)[number];
/** The owner of the objects in the paths goes last: some calls delete them. */
const RUN_ORDER: Role[] = [...ROLES.filter((r) => r !== 'member'), 'member'];

/** What a rule answers to each caller, before ownership: 'ok' means the rule lets them through. */
function ruleAnswer(rule: AccessRule, role: Role): 'ok' | 401 | 403 | 404 {
  // The scraper's token, never a session, opens it.
  if (rule === 'metrics-token') return 401;
  // A calendar feed opens only to its own signed address: with any other, every caller is told
  // there is no such feed, signed in or not.
  if (rule === 'calendar-token') return 404;
  if (rule === 'public' || rule === 'webhook' || rule === 'loopback') return 'ok';
  if (role === 'visitor') return 401;
  if (rule === 'account') return 'ok';
  if (role === 'canceled' || role === 'no membership') return 403;
  if (rule === 'member') return 'ok';
  if (rule === 'admin') return role === 'admin' || role === 'super admin' ? 'ok' : 403;
  return role === 'super admin' ? 'ok' : 403;
}

/** Paths whose `{id}` is an object belonging to "member": anyone else is told it does not exist. */
const OWNED = /^\/collections\/\{id\}/;

const operations = Object.entries(doc.paths).flatMap(([template, ops]) =>
  Object.entries(ops).map(([method, op]) => {
    const base = (op.servers?.[0]?.url ?? doc.servers?.[0]?.url ?? '').replace(/\/$/, '');
    return { method, template, url: `${base}${template}`, op };
  }),
);

const people = {} as Record<Exclude<Role, 'visitor'>, { id: string; cookie: string }>;
const fixtures = {
  research: '',
  caseStudy: '',
  resource: '',
  /** The account the admin member routes act on (deactivating it signs no caller out). */
  adminTarget: '',
};

beforeAll(async () => {
  const past = daysFromNow(-30);
  const made = {
    member: await createMember(t.db),
    'other member': await createMember(t.db),
    canceled: await createMember(t.db, { subscriptionStatus: 'canceled', currentPeriodEnd: past }),
    'no membership': await createMember(t.db, { subscriptionStatus: null }),
    admin: await createMember(t.db, { role: 'admin' }),
    'super admin': await createMember(t.db, { role: 'super_admin', subscriptionStatus: null }),
  };
  for (const [role, m] of Object.entries(made)) {
    people[role as keyof typeof people] = { id: m.id, cookie: await t.signIn(m.email, m.password) };
  }
  fixtures.research = (await createItem(t.db, { type: 'research', title: 'Research one' })).id;
  fixtures.caseStudy = (await createItem(t.db, { type: 'case-study', title: 'Case one' })).id;
  fixtures.resource = (await createItem(t.db, { type: 'resource', title: 'Resource one' })).id;
  fixtures.adminTarget = (await createMember(t.db)).id;
});
afterAll(() => t.close());

/** A fresh collection of "member" for each route that takes one. */
async function memberCollection(): Promise<string> {
  const res = await t.request('/api/collections', {
    method: 'POST',
    cookie: people.member.cookie,
    json: { name: `Matrix ${Math.random()}` },
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

async function fillPath(url: string): Promise<string> {
  let filled = url;
  if (OWNED.test(url.replace(/^\/api/, ''))) filled = filled.replace('{id}', await memberCollection());
  const id = filled.includes('/case-studies/')
    ? fixtures.caseStudy
    : filled.includes('/public/resources/')
      ? fixtures.resource
      : filled.includes('/admin/members/')
        ? fixtures.adminTarget
        : fixtures.research;
  const file = filled.startsWith('/files/covers/')
    ? `${fixtures.research}.svg`
    : filled.startsWith('/files/avatars/')
      ? 'not-there.webp'
      : `${fixtures.research}.pdf`;
  return (
    filled
      .replace('{id}', id)
      .replace('{resourceId}', fixtures.research)
      // Someone outside every caller's team: a rating reminder to them is refused (404) for all.
      .replace('{raterId}', fixtures.adminTarget)
      .replace('{tag}', 'leadership')
      .replace('{kind}', 'research')
      .replace('{file}', file)
      .replace('{endpoint}', 'get-session')
      .replace('{version}', '1')
  );
}

/** Minimal bodies where the handler must run to tell an owner from a stranger. */
function bodyFor(method: string, template: string, op: Operation): unknown {
  if (!op.requestBody?.content['application/json']) return undefined;
  if (method === 'patch' && template === '/collections/{id}') return { name: 'Renamed' };
  if (method === 'post' && template === '/collections/{id}/items') return { resourceId: fixtures.research };
  return {};
}

type Cell = 'ok' | 401 | 403 | 404;
const table = new Map<string, { rule: AccessRule | undefined; cells: Record<Role, Cell> }>();

describe('every route of the OpenAPI document answers each caller as its declared access says', () => {
  it.each(operations.map((o) => [`${o.method.toUpperCase()} ${o.url}`, o] as const))('%s', async (_, o) => {
    const rule = o.op['x-access'];
    expect(rule, `${o.method.toUpperCase()} ${o.url} declares no x-access`).toBeDefined();
    const owned = OWNED.test(o.template);
    const url = await fillPath(o.url);
    const cells = {} as Record<Role, Cell>;
    for (const role of RUN_ORDER) {
      const body = bodyFor(o.method, o.template, o.op);
      const res = await t.request(url, {
        method: o.method.toUpperCase(),
        cookie: role === 'visitor' ? undefined : people[role].cookie,
        ...(body === undefined ? {} : { json: body }),
      });
      const where = `${o.method.toUpperCase()} ${url} as ${role} (${rule})`;
      expect(res.status, where).not.toBe(500);
      const ruled = ruleAnswer(rule!, role);
      if (ruled !== 'ok') {
        expect(res.status, where).toBe(ruled);
        cells[role] = ruled;
      } else if (owned && role !== 'member') {
        expect(res.status, where).toBe(404);
        cells[role] = 404;
      } else {
        expect([401, 403], where).not.toContain(res.status);
        cells[role] = 'ok';
      }
    }
    table.set(`${o.method.toUpperCase()} ${o.url}`, { rule, cells });
  });
});

/*
 * Routes served outside OpenAPIHono's `openapi()` would escape the walk above: every handler the app
 * registers under /api, /files or /calendar must be an operation of the document, or one of the few pieces
 * of plumbing named here.
 */
const PLUMBING = [
  /^GET \/api\/openapi\.json$/,
  /^GET \/api\/docs(\/.*)?$/,
  // Answer 404 in place of better-auth's link-only endpoints (see app.ts); listed as /api/auth/{endpoint}.
  /^GET \/api\/auth\/(magic-link\/verify|verify-email)$/,
  /^POST \/api\/auth\/sign-in\/magic-link$/,
  /^(GET|POST) \/api\/auth\/\*$/,
];

it('turns a visitor away before validating the input, on routes that read the member in their handler', async () => {
  // An invalid page number would be a 400 for a member; a visitor must not learn even that.
  for (const path of [
    '/api/resources?page=0',
    '/api/tags/leadership?page=x',
    '/api/events?timeline=someday',
  ]) {
    const res = await t.request(path);
    expect(res.status, path).toBe(401);
  }
});

it('leaves no API or file route out of the document', () => {
  const documented = operations.map((o) => ({
    method: o.method.toUpperCase(),
    pattern: new RegExp(`^${o.url.replace(/\{[^}]+\}/g, '[^/]+')}$`),
  }));
  const served = t.app.routes
    .filter((r) => r.method !== 'ALL' && /^\/(api|files|calendar)\//.test(r.path))
    .map((r) => ({ method: r.method, path: r.path }));
  const undeclared = served.filter(({ method, path: routePath }) => {
    if (PLUMBING.some((p) => p.test(`${method} ${routePath}`))) return false;
    // Hono paths: `:param` (optionally with a pattern) stands for one segment.
    const sample = routePath.replace(/:\w+(\{[^}]*\})?/g, 'x');
    return !documented.some((d) => d.method === method && d.pattern.test(sample));
  });
  expect(undeclared).toEqual([]);
});

const DOC = path.join(import.meta.dirname, '../../docs/security.md');
const START = '<!-- authorization-matrix:start -->';
const END = '<!-- authorization-matrix:end -->';

function markdownTable(): string {
  const show = (cell: Cell) => (cell === 'ok' ? '✓' : String(cell));
  const lines = [
    `| Route | Access | ${ROLES.join(' | ')} |`,
    `|---|---|${ROLES.map(() => ':-:').join('|')}|`,
  ];
  for (const [route, { rule, cells }] of table) {
    lines.push(`| \`${route}\` | ${rule ?? '—'} | ${ROLES.map((r) => show(cells[r])).join(' | ')} |`);
  }
  return lines.join('\n');
}

it('docs/security.md prints exactly the table this walk produced', () => {
  expect(table.size, 'every route was walked').toBe(operations.length);
  const generated = `${START}\n${markdownTable()}\n${END}`;
  if (process.env.UPDATE_SECURITY_DOC === '1') {
    const current = fs.existsSync(DOC) ? fs.readFileSync(DOC, 'utf8') : `# Security\n\n${START}\n${END}\n`;
    const [before, rest] = current.split(START);
    const after = rest?.split(END)[1] ?? '\n';
    fs.writeFileSync(DOC, `${before}${generated}${after}`);
  }
  const text = fs.readFileSync(DOC, 'utf8');
  expect(text.slice(text.indexOf(START), text.indexOf(END) + END.length)).toBe(generated);
});
