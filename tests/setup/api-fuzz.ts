import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { createItem } from '../factories/content';
import { createMember } from '../factories/members';
import { createTestApp, type TestApp } from './test-app';

/*
 * A fuzzer driven by the API's own document: every operation of /api/openapi.json, called as a
 * visitor, a member and an administrator with values derived from its declared schemas — valid
 * ones, values at and past their bounds, and hostile ones (huge strings, deep JSON, wrong types,
 * unicode edge cases, SQL and script payloads, malformed JSON, wrong content types). Routes that
 * other branches add are picked up from the document, never listed here.
 *
 * The rules it holds the app to: no answer is a 5xx, and a write that was refused (4xx) changed
 * no table (row counts of every table, taken before and after each refused write).
 */

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
interface Schema {
  $ref?: string;
  type?: string | string[];
  enum?: Json[];
  const?: Json;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
}
interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: Schema;
}
interface Operation {
  'x-access'?: string;
  servers?: { url: string }[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: Schema }> };
}
interface OpenApiDoc {
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

export type Role = 'visitor' | 'member' | 'admin';
export const ROLES: Role[] = ['visitor', 'member', 'admin'];

/** A small seeded generator: the same seed gives the same run. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!,
    chance: (p: number) => next() < p,
  };
}

const SQL_PAYLOADS = [
  "' OR '1'='1",
  "'; DROP TABLE profiles; --",
  '1 UNION SELECT password FROM accounts --',
  "' || pg_sleep(0) || '",
  '%',
  '_',
  '\\',
  "''",
  '$$',
  '$1',
];
const SCRIPT_PAYLOADS = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '<svg onload=alert(1)>',
  '{{constructor.constructor("alert(1)")()}}',
  // A template-injection probe, written as text on purpose.
  ['$', '{7*7}'].join(''),
];
const UNICODE_EDGES = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff',
  'x\ud83dy',
  '\u202eevil',
  '\u200b',
  '\ufeff',
  'e\u0301',
  '👩🏽‍💻',
  '𝕏',
  'Ⅻ',
  'İ',
  'ß',
  '\r\n',
  '\t',
  ' ',
  '   padded   ',
  '\u2028',
  '%00',
  '%2e%2e%2f',
  '../../etc/passwd',
];
const HOSTILE_STRINGS = [...SQL_PAYLOADS, ...SCRIPT_PAYLOADS, ...UNICODE_EDGES];

/** Nested arrays `depth` deep: a parser or validator that recurses must not fall over. */
const deepJson = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const deepObject = (depth: number): Json => {
  let v: Json = 'bottom';
  for (let i = 0; i < depth; i++) v = { a: v };
  return v;
};

const MALFORMED_BODIES = [
  '{',
  '{"a":',
  '[1,2',
  'nul',
  '{"a":1,}',
  "{'a':1}",
  '\u0000',
  '{"a":"\\ud800"}',
  '"just a string"',
  '42',
  'null',
  '[]',
];

/** fast-check's string generators, sampled once per seed: full unicode, graphemes, odd characters. */
function stringPool(seed: number): string[] {
  return fc.sample(
    fc.oneof(
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc.string({ unit: 'grapheme', maxLength: 40 }),
      fc.string({ unit: 'binary-ascii', maxLength: 40 }),
      fc.emailAddress(),
      fc.webUrl(),
      fc.uuid(),
    ),
    { seed, numRuns: 400 },
  );
}

export interface FuzzOptions {
  seed: number;
  /** Requests in all (spread over operations and roles). */
  requests: number;
  /** Called with progress now and then (the script prints it). */
  onProgress?: (done: number, total: number) => void;
}

export interface Finding {
  role: Role;
  method: string;
  url: string;
  status: number;
  kind: string;
  detail: string;
}

export interface FuzzReport {
  requests: number;
  operations: number;
  byStatus: Record<string, number>;
  refusedWritesChecked: number;
  findings: Finding[];
  ms: number;
  /** Of which spent counting rows for the refused-write check, and setting up (app, people, items). */
  countMs: number;
  setupMs: number;
  /** The slowest operations (total ms), to see where a run's time goes. */
  slowest: [string, number][];
}

/** Tables a refused request may still change by design (the rate limiter counts refusals too). */
const CHANGES_ON_REFUSAL = new Set(['rate_limits']);

export async function runApiFuzz(opts: FuzzOptions, app?: TestApp): Promise<FuzzReport> {
  const started = performance.now();
  const t = app ?? (await createTestApp());
  const rng = prng(opts.seed);
  const pool = stringPool(opts.seed);
  const doc = (await (await t.request('/api/openapi.json')).json()) as OpenApiDoc;

  // The people and objects the calls name.
  const member = await createMember(t.db);
  const admin = await createMember(t.db, { role: 'admin' });
  const target = await createMember(t.db);
  const cookies: Record<Role, string | undefined> = {
    visitor: undefined,
    member: await t.signIn(member.email, member.password),
    admin: await t.signIn(admin.email, admin.password),
  };
  const items = [
    (await createItem(t.db, { type: 'research', title: 'Fuzz research' })).id,
    (await createItem(t.db, { type: 'case-study', title: 'Fuzz case' })).id,
    (await createItem(t.db, { type: 'resource', title: 'Fuzz resource' })).id,
    (await createItem(t.db, { type: 'event', title: 'Fuzz event' })).id,
  ];
  const collection = await t.request('/api/collections', {
    method: 'POST',
    cookie: cookies.member,
    json: { name: 'Fuzz collection' },
  });
  const collectionId = ((await collection.json()) as { id: string }).id;

  const tables = (
    (await t.db.execute(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    )) as unknown as { rows: { name: string }[] }
  ).rows
    .map((r) => r.name)
    .filter((n) => !CHANGES_ON_REFUSAL.has(n));
  const countAll = sql.join(
    tables.map((n) => sql`(select count(*) from ${sql.identifier(n)})::int as ${sql.identifier(n)}`),
    sql`, `,
  );
  let countMs = 0;
  const counts = async () => {
    const from = performance.now();
    const row = (
      (await t.db.execute(sql`select ${countAll}`)) as unknown as { rows: Record<string, number>[] }
    ).rows[0]!;
    countMs += performance.now() - from;
    return row;
  };

  const resolve = (s: Schema | undefined): Schema => {
    let cur = s ?? {};
    for (let i = 0; cur.$ref && i < 10; i++) {
      cur = doc.components?.schemas?.[cur.$ref.replace('#/components/schemas/', '')] ?? {};
    }
    return cur;
  };

  const validString = (s: Schema): string => {
    if (s.format === 'email') return `fuzz-${rng.int(0, 1e6)}@example.test`;
    if (s.format === 'uuid') return rng.pick([target.id, member.id, crypto.randomUUID()]);
    if (s.format === 'uri' || s.format === 'url') return 'https://example.test/x';
    if (s.format === 'date-time') return new Date(Date.now() + rng.int(-1e9, 1e9)).toISOString();
    if (s.format === 'date') return '2026-05-01';
    const min = s.minLength ?? 0;
    const max = Math.min(s.maxLength ?? 40, 200);
    const base = rng.chance(0.5) ? rng.pick(pool) : rng.pick(items);
    let out = base.slice(0, max);
    while (out.length < min) out += 'x';
    return out;
  };

  /** A value for a schema: mostly valid, sometimes at or past its bounds, sometimes hostile. */
  const value = (raw: Schema | undefined, mode: 'valid' | 'boundary' | 'hostile', depth = 0): Json => {
    const s = resolve(raw);
    if (depth > 6) return null;
    if (mode === 'hostile' && rng.chance(0.35)) return hostileValue();
    if (s.const !== undefined) return s.const;
    if (s.enum)
      return mode === 'valid' || rng.chance(0.5) ? rng.pick(s.enum) : `${String(rng.pick(s.enum))}x`;
    const alternatives = s.anyOf ?? s.oneOf;
    if (alternatives) return value(rng.pick(alternatives), mode, depth + 1);
    if (s.allOf) return value(s.allOf[0], mode, depth + 1);
    const type = Array.isArray(s.type) ? rng.pick(s.type) : s.type;
    switch (type) {
      case 'string': {
        if (mode === 'boundary') {
          const len = rng.pick([
            0,
            s.minLength ?? 0,
            Math.max(0, (s.minLength ?? 1) - 1),
            s.maxLength ?? 255,
            (s.maxLength ?? 255) + 1,
          ]);
          return rng.pick(['a', 'é', '👩🏽‍💻', ' ']).repeat(len).slice(0, 20_000);
        }
        return validString(s);
      }
      case 'integer':
      case 'number': {
        const lo = s.minimum ?? s.exclusiveMinimum ?? -1000;
        const hi = s.maximum ?? s.exclusiveMaximum ?? 1000;
        if (mode === 'boundary') {
          return rng.pick([lo, hi, lo - 1, hi + 1, 0, -1, 2 ** 31, 2 ** 53 + 1, -(2 ** 63), 1.5, 1e308]);
        }
        const n = lo + rng.next() * (hi - lo);
        return type === 'integer' ? Math.round(n) : n;
      }
      case 'boolean':
        return rng.chance(0.5);
      case 'null':
        return null;
      case 'array': {
        const min = s.minItems ?? 0;
        const max = Math.min(s.maxItems ?? 4, 50);
        const n =
          mode === 'boundary'
            ? rng.pick([0, min, max, max + 1, Math.max(0, min - 1), 1000])
            : rng.int(min, max);
        return Array.from({ length: Math.min(n, 1000) }, () => value(s.items, mode, depth + 1));
      }
      default: {
        if (!s.properties) return mode === 'valid' ? {} : hostileValue();
        const out: Record<string, Json> = {};
        for (const [key, prop] of Object.entries(s.properties)) {
          const required = s.required?.includes(key);
          if (!required && rng.chance(0.4)) continue;
          if (mode !== 'valid' && required && rng.chance(0.1)) continue;
          out[key] = value(prop, mode, depth + 1);
        }
        if (mode === 'hostile' && rng.chance(0.2))
          out[rng.pick(['__proto__', 'constructor', 'extra', 'id', 'role'])] = hostileValue();
        return out;
      }
    }
  };

  function hostileValue(): Json {
    switch (rng.int(0, 9)) {
      case 0:
        return 'A'.repeat(rng.pick([1_000, 10_000, 100_000]));
      case 1:
        return deepObject(rng.pick([50, 500]));
      case 2:
        return rng.pick([null, true, -1, 0, 1e308, [], {}, [null], { $gt: '' }]) as Json;
      case 3:
        return rng.pick(UNICODE_EDGES);
      case 4:
        return rng.pick(SQL_PAYLOADS);
      case 5:
        return rng.pick(SCRIPT_PAYLOADS);
      case 6:
        return rng.pick(pool);
      case 7:
        return rng.pick(UNICODE_EDGES).repeat(rng.int(1, 5000));
      case 8:
        return Array.from({ length: rng.int(1, 300) }, () => rng.pick(HOSTILE_STRINGS));
      default:
        return String(rng.int(-1e9, 1e9));
    }
  }

  const paramValue = (p: Parameter, mode: 'valid' | 'boundary' | 'hostile'): string => {
    if (mode === 'valid' || rng.chance(0.3)) {
      switch (p.name) {
        case 'id':
          return rng.pick([...items, collectionId, target.id]);
        case 'resourceId':
          return rng.pick(items);
        case 'itemId':
          return rng.pick(items);
        case 'tag':
          return rng.pick(['leadership', 'coaching']);
        case 'kind':
          return rng.pick(['research', 'case-studies', 'canvases']);
        case 'file':
          return `${rng.pick(items)}.${rng.pick(['pdf', 'svg', 'webp'])}`;
        case 'endpoint':
          return rng.pick(['get-session', 'sign-in/email', 'sign-up/email', 'list-sessions', 'ok']);
      }
      const v = value(p.schema, 'valid');
      return typeof v === 'string' ? v : JSON.stringify(v);
    }
    const v = mode === 'boundary' ? value(p.schema, 'boundary') : hostileValue();
    const text = typeof v === 'string' ? v : JSON.stringify(v);
    return text.slice(0, 4000);
  };

  const operations = Object.entries(doc.paths).flatMap(([template, ops]) =>
    Object.entries(ops).map(([method, op]) => {
      const base = (op.servers?.[0]?.url ?? doc.servers?.[0]?.url ?? '').replace(/\/$/, '');
      return { method: method.toUpperCase(), template: `${base}${template}`, op };
    }),
  );

  const findings: Finding[] = [];
  const byStatus: Record<string, number> = {};
  let sent = 0;
  let refusedWritesChecked = 0;
  const opMs = new Map<string, number>();
  // better-auth's own endpoints are fuzzed as a visitor only (see below): the rounds are counted
  // on the (operation, role) pairs really sent, so a run sends at least the requests asked for.
  const visitorOnly = (template: string) => template.startsWith('/api/auth/');
  const pairs = operations.reduce((n, o) => n + (visitorOnly(o.template) ? 1 : ROLES.length), 0);
  const perOperation = Math.max(1, Math.ceil(opts.requests / pairs));

  const encode = (s: string) => {
    try {
      return encodeURIComponent(s);
    } catch {
      // A lone surrogate cannot be encoded as UTF-8: send its raw percent form.
      return '%ED%A0%80';
    }
  };

  const setupMs = performance.now() - started;
  for (let round = 0; round < perOperation; round++) {
    for (const o of operations) {
      for (const role of ROLES) {
        // better-auth's own endpoints act on the caller's session (sign-out, revoke): fuzzed as a visitor.
        if (visitorOnly(o.template) && role !== 'visitor') continue;
        const mode = rng.pick(['valid', 'valid', 'boundary', 'hostile', 'hostile'] as const);
        let url = o.template;
        const query = new URLSearchParams();
        for (const p of o.op.parameters ?? []) {
          if (p.in === 'path') url = url.replace(`{${p.name}}`, encode(paramValue(p, mode)));
          else if (p.in === 'query' && (p.required || rng.chance(0.6))) {
            query.append(p.name, paramValue(p, mode).replace(/[\ud800-\udfff]/g, '\ufffd'));
          }
        }
        if (mode === 'hostile' && rng.chance(0.2))
          query.append(
            rng.pick(['page', 'q', 'x', '__proto__']),
            rng.pick(HOSTILE_STRINGS).replace(/[\ud800-\udfff]/g, ''),
          );
        const qs = query.toString();
        const target = qs ? `${url}?${qs}` : url;

        const headers = new Headers();
        let body: BodyInit | undefined;
        const content = o.op.requestBody?.content ?? {};
        const wantsBody = Object.keys(content).length > 0 || (o.method !== 'GET' && rng.chance(0.2));
        if (wantsBody) {
          const jsonSchema = content['application/json']?.schema;
          const shape = rng.int(0, 9);
          if (content['multipart/form-data'] && shape < 6) {
            const form = new FormData();
            const bytes = rng.pick([
              new Uint8Array(0),
              new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
              new TextEncoder().encode(
                '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
              ),
              new TextEncoder().encode('%PDF-1.4 GIF89a <?php ?>'),
              new Uint8Array(rng.int(1, 70_000)).map(() => rng.int(0, 255)),
            ]);
            form.append(
              rng.pick(['file', 'avatar', 'image']),
              new Blob([bytes], { type: rng.pick(['image/png', 'image/svg+xml', 'text/html', '']) }),
              rng.pick(['a.png', 'a.svg', '../../x.png', '\u202egnp.exe', 'a'.repeat(300)]),
            );
            body = form;
          } else if (shape < 6 && jsonSchema) {
            headers.set('Content-Type', 'application/json');
            body = JSON.stringify(value(jsonSchema, mode));
          } else if (shape === 6) {
            headers.set('Content-Type', 'application/json');
            body = rng.pick(MALFORMED_BODIES);
          } else if (shape === 7) {
            headers.set('Content-Type', 'application/json');
            body = rng.chance(0.5) ? deepJson(rng.pick([1_000, 100_000])) : JSON.stringify(deepObject(2_000));
          } else if (shape === 8) {
            headers.set(
              'Content-Type',
              rng.pick([
                'text/plain',
                'application/x-www-form-urlencoded',
                'application/xml',
                'multipart/form-data; boundary=x',
                'application/json; charset=utf-7',
              ]),
            );
            body = jsonSchema ? JSON.stringify(value(jsonSchema, 'valid')) : 'a=1&b=2';
          } else {
            headers.set('Content-Type', 'application/json');
            body = JSON.stringify({ big: 'x'.repeat(rng.pick([10_000, 300_000, 2_000_000])) });
          }
        }

        const write = o.method !== 'GET' && o.method !== 'HEAD';
        const before = write ? await counts() : undefined;
        let status: number;
        let text = '';
        const sentAt = performance.now();
        try {
          const res = await t.request(target, { method: o.method, headers, body, cookie: cookies[role] });
          status = res.status;
          if (status >= 500) text = (await res.text()).slice(0, 300);
          else await res.arrayBuffer();
        } catch (err) {
          // The response contract (tests/setup/response-contract.ts) throws on an undeclared answer.
          status = -1;
          text = err instanceof Error ? err.message.slice(0, 400) : String(err);
        }
        sent++;
        const key = `${o.method} ${o.template}`;
        opMs.set(key, (opMs.get(key) ?? 0) + performance.now() - sentAt);
        byStatus[status] = (byStatus[status] ?? 0) + 1;
        const where = { role, method: o.method, url: target.slice(0, 300), status };
        if (status >= 500) findings.push({ ...where, kind: '5xx', detail: text });
        if (status === -1) findings.push({ ...where, kind: 'contract', detail: text });
        if (before && status >= 400 && status < 500) {
          refusedWritesChecked++;
          const after = await counts();
          const changed = tables.filter((n) => before[n] !== after[n]);
          if (changed.length) {
            findings.push({
              ...where,
              kind: 'partial write',
              detail: `refused, yet changed ${changed.join(', ')}`,
            });
          }
        }
        if (sent % 500 === 0) {
          opts.onProgress?.(sent, perOperation * pairs);
          // A fuzzed call may have ended a session (e.g. a password change): sign in again.
          for (const [r, who] of [
            ['member', member],
            ['admin', admin],
          ] as const) {
            if ((await t.request('/api/me', { cookie: cookies[r] })).status !== 200) {
              cookies[r] = await t.signIn(who.email, who.password);
            }
          }
        }
      }
    }
  }
  if (!app) await t.close();
  return {
    requests: sent,
    operations: operations.length,
    byStatus,
    refusedWritesChecked,
    findings,
    ms: Math.round(performance.now() - started),
    countMs: Math.round(countMs),
    setupMs: Math.round(setupMs),
    slowest: [...opMs]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8)
      .map(([k, v]) => [k, Math.round(v)]),
  };
}
