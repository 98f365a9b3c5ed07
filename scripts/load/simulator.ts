/**
 * The load simulator's parts, shared by scripts/load-sim.ts (two app processes on PostgreSQL) and
 * tests/slow/load-reconcile.test.ts (two in-process apps on the test database):
 *
 * - prepareMembers: gives chosen members access and a session made directly in the database
 *   (signing in hundreds of members would only measure password hashing);
 * - startProxy: a round-robin HTTP proxy on loopback in front of the app processes;
 * - runSimulation: members acting at once for a fixed time, each request timed per action, every
 *   acknowledged write applied to that member's expected state;
 * - reconcile: each member's saved rows, collections, votes and answers read back from the
 *   database and compared exactly with the expected state.
 *
 * A member sends one request at a time, so its own writes never race one another: whatever the
 * database holds for it afterwards must be exactly what its acknowledged requests say.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { SESSION_TTL_SECONDS } from '../../src/server/auth/auth';
import { signSessionToken } from '../../src/server/auth/session-cookie';
import type { Db } from '../../src/server/db/client';
import {
  assessmentInstances,
  collections,
  featureUpvotes,
  profiles,
  resources,
  responses,
  savedResources,
  sessions,
} from '../../src/server/db/schema';
import { expectedScores } from './expected-scores';

// ---------------------------------------------------------------------------------------------
// Members and their expected state

export interface SimMember {
  userId: string;
  cookie: string;
}

/** Gives the members a wire-transfer membership (full access) and a fresh session each. */
export async function prepareMembers(db: Db, userIds: string[], secret: string): Promise<SimMember[]> {
  if (userIds.length === 0) return [];
  await db
    .update(profiles)
    .set({
      subscriptionStatus: 'active',
      stripeCustomerId: null,
      currentPeriodEnd: null,
      onboardingCompleted: true,
    })
    .where(inArray(profiles.id, userIds));
  const expiresAt = new Date(Date.now() + SESSION_TTL_SECONDS * 1000);
  const rows = userIds.map((userId) => ({
    userId,
    token: crypto.randomBytes(24).toString('base64url'),
    expiresAt,
  }));
  await db.insert(sessions).values(rows);
  return rows.map((r) => ({
    userId: r.userId,
    cookie: `better-auth.session_token=${signSessionToken(r.token, secret)}`,
  }));
}

/**
 * Opens a self-assessment for each member with all but `left` active items answered, so that
 * members finish and submit during a short run and submits meet one another on the shared
 * population counts. Members with an open self-assessment keep theirs.
 */
export async function prefillAssessments(db: Db, userIds: string[], left = 2): Promise<number> {
  if (userIds.length === 0) return 0;
  const result = await db.execute(sql`
    WITH active AS (SELECT id FROM assessments WHERE is_active ORDER BY created_at DESC LIMIT 1),
    opened AS (
      INSERT INTO assessment_instances (assessment_id, target_user_id, rater_user_id, rater_type, team_id)
      SELECT a.id, u.id, u.id, 'self', (SELECT tm.team_id FROM team_members tm WHERE tm.user_id = u.id)
      FROM active a CROSS JOIN unnest(${sql.raw(`ARRAY[${userIds.map((id) => `'${id.replace(/[^0-9a-f-]/gi, '')}'`).join(',')}]::uuid[]`)}) AS u(id)
      ON CONFLICT DO NOTHING
      RETURNING id, assessment_id
    ),
    bank AS (
      SELECT i.id, i.assessment_id, row_number() OVER (ORDER BY i.position, i.id) AS n,
        count(*) OVER () AS total
      FROM items i JOIN active a ON a.id = i.assessment_id WHERE i.active
    )
    INSERT INTO responses (instance_id, item_id, value)
    SELECT o.id, b.id, 1 + floor(random() * 5)::int
    FROM opened o JOIN bank b ON b.assessment_id = o.assessment_id
    WHERE b.n <= b.total - ${left}
    RETURNING instance_id`);
  const rows = (result as unknown as { rows: Array<{ instance_id: string }> }).rows;
  return new Set(rows.map((r) => r.instance_id)).size;
}

/** What one member's library, votes and answers hold: keys compared as sets of strings. */
export interface MemberState {
  /** `resourceId|collectionId` rows ('' for the plain save). */
  saved: Set<string>;
  collections: Set<string>;
  votes: Set<string>;
  /** `instanceId|itemId=value` for every instance the member rates. */
  answers: Set<string>;
  /** The member's open self-assessment, if any. */
  openSelf: string | null;
}

/** Reads the state of many members in five statements. */
export async function readStates(db: Db, userIds: string[]): Promise<Map<string, MemberState>> {
  const out = new Map<string, MemberState>();
  for (const id of userIds) {
    out.set(id, {
      saved: new Set(),
      collections: new Set(),
      votes: new Set(),
      answers: new Set(),
      openSelf: null,
    });
  }
  if (userIds.length === 0) return out;
  const [saved, cols, votes, answers, open] = await Promise.all([
    db
      .select({
        userId: savedResources.userId,
        resourceId: savedResources.resourceId,
        collectionId: savedResources.collectionId,
      })
      .from(savedResources)
      .where(inArray(savedResources.userId, userIds)),
    db
      .select({ userId: collections.userId, id: collections.id })
      .from(collections)
      .where(inArray(collections.userId, userIds)),
    db
      .select({ userId: featureUpvotes.userId, featureId: featureUpvotes.featureId })
      .from(featureUpvotes)
      .where(inArray(featureUpvotes.userId, userIds)),
    db
      .select({
        userId: assessmentInstances.raterUserId,
        instanceId: responses.instanceId,
        itemId: responses.itemId,
        value: responses.value,
      })
      .from(responses)
      .innerJoin(assessmentInstances, eq(assessmentInstances.id, responses.instanceId))
      .where(inArray(assessmentInstances.raterUserId, userIds)),
    db
      .select({ userId: assessmentInstances.raterUserId, id: assessmentInstances.id })
      .from(assessmentInstances)
      .where(
        and(
          inArray(assessmentInstances.raterUserId, userIds),
          eq(assessmentInstances.raterType, 'self'),
          sql`${assessmentInstances.submittedAt} is null`,
        ),
      ),
  ]);
  for (const r of saved) out.get(r.userId)?.saved.add(`${r.resourceId}|${r.collectionId ?? ''}`);
  for (const r of cols) out.get(r.userId)?.collections.add(r.id);
  for (const r of votes) out.get(r.userId)?.votes.add(r.featureId);
  for (const r of answers) out.get(r.userId)?.answers.add(`${r.instanceId}|${r.itemId}=${r.value}`);
  for (const r of open) {
    const s = out.get(r.userId);
    if (s) s.openSelf = r.id;
  }
  return out;
}

/** The expected state of one member, changed only by acknowledged requests. */
class Model {
  /** resourceId → its rows' collection ids ('' for the plain save). */
  readonly saved = new Map<string, Set<string>>();
  readonly collections = new Set<string>();
  readonly votes = new Set<string>();
  /** instanceId → itemId → value. */
  readonly answers = new Map<string, Map<string, number>>();
  openSelf: string | null;
  /** Keys a failed request may or may not have changed: left out of the comparison. */
  readonly uncertain = new Set<string>();

  constructor(start: MemberState) {
    for (const key of start.saved) {
      const [res, col] = key.split('|') as [string, string];
      this.rows(res).add(col);
    }
    for (const c of start.collections) this.collections.add(c);
    for (const v of start.votes) this.votes.add(v);
    for (const key of start.answers) {
      const [ref, value] = key.split('=') as [string, string];
      const [inst, item] = ref.split('|') as [string, string];
      this.instance(inst).set(item, Number(value));
    }
    this.openSelf = start.openSelf;
  }

  rows(resourceId: string): Set<string> {
    let set = this.saved.get(resourceId);
    if (!set) {
      set = new Set();
      this.saved.set(resourceId, set);
    }
    return set;
  }

  instance(id: string): Map<string, number> {
    let m = this.answers.get(id);
    if (!m) {
      m = new Map();
      this.answers.set(id, m);
    }
    return m;
  }

  save(resourceId: string, collectionId: string | null) {
    const rows = this.rows(resourceId);
    rows.add('');
    if (collectionId) rows.add(collectionId);
  }

  unsave(resourceId: string) {
    this.saved.delete(resourceId);
  }

  leaveCollection(collectionId: string, resourceId: string) {
    const rows = this.saved.get(resourceId);
    if (rows?.delete(collectionId)) rows.add('');
  }

  deleteCollection(collectionId: string) {
    this.collections.delete(collectionId);
    for (const rows of this.saved.values()) if (rows.delete(collectionId)) rows.add('');
  }

  state(): MemberState {
    const saved = new Set<string>();
    for (const [res, cols] of this.saved) for (const c of cols) saved.add(`${res}|${c}`);
    const answers = new Set<string>();
    for (const [inst, items] of this.answers)
      for (const [item, v] of items) answers.add(`${inst}|${item}=${v}`);
    return {
      saved,
      collections: new Set(this.collections),
      votes: new Set(this.votes),
      answers,
      openSelf: this.openSelf,
    };
  }
}

// ---------------------------------------------------------------------------------------------
// Proxy

export interface LoadProxy {
  url: string;
  /** Requests sent to each target, in target order. */
  counts: number[];
  close(): Promise<void>;
}

/** A round-robin HTTP proxy on 127.0.0.1 (bodies and streams piped through untouched). */
export async function startProxy(
  targets: Array<{ host: string; port: number }>,
  port = 0,
): Promise<LoadProxy> {
  // Idle upstream connections are closed well before the app's own keep-alive timeout (Node's
  // default, 5 s): otherwise a request may be written on a socket the app is closing at that
  // moment, and fail with a reset that no server fault caused (as any load balancer is set up).
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256, timeout: 2_000 });
  const counts = targets.map(() => 0);
  let next = 0;
  const server = http.createServer((req, res) => {
    const index = next++ % targets.length;
    counts[index]! += 1;
    const target = targets[index]!;
    const upstream = http.request(
      {
        host: target.host,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
        agent,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', (err: Error & { code?: string }) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`proxy: upstream ${target.port} failed: ${err.code ?? err.message}`);
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    counts,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// ---------------------------------------------------------------------------------------------
// The run

export interface SimOptions {
  baseUrl: string;
  /** The Origin header browsers of the app send (the app's own origin). */
  origin: string;
  members: SimMember[];
  seconds: number;
  /** Mean pause between a member's requests (uniform 0 to twice this). */
  thinkMs: number;
  seed: number;
  /** Published items to open; savable ones (no upcoming events) to save. */
  itemIds: string[];
  savableIds: string[];
  /** Safety bound on each member's loop. */
  maxActionsPerMember?: number;
  /** Requests slower than this count as errors (and are aborted). */
  timeoutMs?: number;
  /** Weights to change, by action name (see WEIGHTS). */
  weights?: Record<string, number>;
}

export interface Failure {
  action: string;
  method: string;
  path: string;
  status: number | 'network' | 'timeout' | 'stream';
  detail: string;
}

export interface ActionStats {
  action: string;
  count: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  errors: number;
}

export interface SimResult {
  seconds: number;
  requests: number;
  perSecond: number;
  actions: ActionStats[];
  /** 5xx, network errors, timeouts and broken streams. */
  errors: Failure[];
  /** Answers other than the ones the member's state allows (a 4xx the model did not expect). */
  unexpected: Failure[];
  states: Map<string, MemberState>;
  uncertain: Map<string, Set<string>>;
}

const LISTS = ['/api/resources', '/api/case-studies', '/api/events', '/api/research', '/api/canvases'];
const SEARCHES = [
  'onboarding',
  'coaching',
  'leadership',
  'AI',
  'measurement',
  'learning culture',
  'skills',
  'sales enablement',
  'change management',
  'feedback',
  'microlearning',
  'leadrship',
  'onbording',
  'psychological safety',
  'manager',
];
const QUESTIONS = [
  'How do I start a coaching programme for new managers?',
  'What works for onboarding remote hires?',
  'How can I measure the impact of a leadership programme?',
  'Ideas for building a learning culture in a small team?',
  'How should we use AI in learning design?',
];

/** Weighted actions: weights are relative. */
const WEIGHTS: Array<[string, number]> = [
  ['browse list', 20],
  ['home', 5],
  ['open item', 18],
  ['search', 12],
  ['save', 10],
  ['unsave', 6],
  ['add to collection', 5],
  ['leave collection', 2],
  ['delete collection', 1],
  ['answer item', 10],
  ['vote', 5],
  ['roadmap list', 3],
  ['saved list', 3],
  ['ask assistant', 3],
  ['finish assessment', 2],
];

function rng(seed: number) {
  let s = seed >>> 0 || 1;
  const next = () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 4294967296;
  };
  return {
    next,
    int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!,
  };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const i = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, i)]!;
}

/** Reads the shared data every member needs: the item bank and the public roadmap features. */
async function bootstrap(opts: SimOptions) {
  const first = opts.members[0];
  if (!first) return { itemIds: [] as string[], featureIds: [] as string[] };
  const headers = { cookie: first.cookie, origin: opts.origin };
  const bank = await fetch(`${opts.baseUrl}/api/assessment`, { headers });
  if (bank.status !== 200)
    throw new Error(`GET /api/assessment answered ${bank.status}: ${await bank.text()}`);
  const bankBody = (await bank.json()) as { competencies: Array<{ items: Array<{ id: string }> }> };
  const roadmap = await fetch(`${opts.baseUrl}/api/roadmap/features`, { headers });
  if (roadmap.status !== 200) throw new Error(`GET /api/roadmap/features answered ${roadmap.status}`);
  const roadmapBody = (await roadmap.json()) as { features: Array<{ id: string }> };
  return {
    itemIds: bankBody.competencies.flatMap((c) => c.items.map((i) => i.id)),
    featureIds: roadmapBody.features.map((f) => f.id),
  };
}

export async function runSimulation(db: Db, opts: SimOptions): Promise<SimResult> {
  const timeoutMs = opts.timeoutMs ?? 30_000;
  const maxActions = opts.maxActionsPerMember ?? 100_000;
  const shared = await bootstrap(opts);
  const start = await readStates(
    db,
    opts.members.map((m) => m.userId),
  );
  const latencies = new Map<string, number[]>();
  const errorCounts = new Map<string, number>();
  const errors: Failure[] = [];
  const unexpected: Failure[] = [];
  const models = new Map<string, Model>();
  for (const m of opts.members) models.set(m.userId, new Model(start.get(m.userId)!));

  const t0 = performance.now();
  const deadline = t0 + opts.seconds * 1000;

  async function member(index: number, who: SimMember) {
    const model = models.get(who.userId)!;
    const r = rng(opts.seed * 7919 + index + 1);
    const weights = WEIGHTS.map(([name, w]): [string, number] => [name, opts.weights?.[name] ?? w]);
    const total = weights.reduce((a, [, w]) => a + w, 0);
    const chooseAction = () => {
      let x = r.next() * total;
      for (const [name, w] of weights) {
        x -= w;
        if (x < 0) return name;
      }
      return weights[0]![0];
    };

    /**
     * One timed request. Answers with the status and body, or null after an error (5xx, network,
     * timeout), which is recorded; `expect` lists the statuses the member's state allows.
     */
    async function send(
      action: string,
      method: string,
      path: string,
      opts2: { json?: unknown; expect?: number[]; stream?: boolean } = {},
    ): Promise<{ status: number; body: unknown } | null> {
      const headers: Record<string, string> = { cookie: who.cookie, origin: opts.origin };
      let body: string | undefined;
      if (opts2.json !== undefined) {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(opts2.json);
      }
      const started = performance.now();
      const fail = (status: Failure['status'], detail: string) => {
        errors.push({ action, method, path, status, detail: detail.slice(0, 300) });
        errorCounts.set(action, (errorCounts.get(action) ?? 0) + 1);
        return null;
      };
      let res: Response;
      try {
        res = await fetch(`${opts.baseUrl}${path}`, {
          method,
          headers,
          body,
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (err) {
        const name = (err as Error).name;
        return fail(name === 'TimeoutError' ? 'timeout' : 'network', String((err as Error).message));
      }
      let parsed: unknown;
      try {
        const text = await res.text();
        if (opts2.stream && res.status === 200) {
          // Read to the end: the answer ends with a done event, or an error event on failure.
          if (!/^event: done$/m.test(text)) return fail('stream', text.slice(-300));
          parsed = text;
        } else {
          parsed = text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
        }
      } catch (err) {
        const name = (err as Error).name;
        return fail(name === 'TimeoutError' ? 'timeout' : 'network', `body: ${(err as Error).message}`);
      }
      const ms = performance.now() - started;
      let list = latencies.get(action);
      if (!list) {
        list = [];
        latencies.set(action, list);
      }
      list.push(ms);
      if (res.status >= 500)
        return fail(res.status, typeof parsed === 'string' ? parsed : JSON.stringify(parsed));
      const expect = opts2.expect ?? [200];
      if (!expect.includes(res.status)) {
        unexpected.push({
          action,
          method,
          path,
          status: res.status,
          detail: (typeof parsed === 'string' ? parsed : JSON.stringify(parsed)).slice(0, 300),
        });
      }
      return { status: res.status, body: parsed };
    }

    /** The member's open self-assessment, started when there is none. */
    async function openInstance(): Promise<string | null> {
      if (shared.itemIds.length === 0) return null;
      if (model.openSelf) return model.openSelf;
      const res = await send('start assessment', 'POST', '/api/assessment/instances', {
        json: { mode: 'self' },
      });
      if (res?.status !== 200) {
        if (!res) model.uncertain.add('answers');
        return null;
      }
      const inst = res.body as { id: string; answers: Record<string, number> };
      model.openSelf = inst.id;
      // A new instance starts empty; a reused one holds what the model already knows.
      const known = model.instance(inst.id);
      for (const [item, v] of Object.entries(inst.answers)) {
        if (known.get(item) !== v) {
          unexpected.push({
            action: 'start assessment',
            method: 'POST',
            path: '/api/assessment/instances',
            status: res.status,
            detail: `instance ${inst.id} item ${item}: server ${v}, expected ${known.get(item)}`,
          });
        }
      }
      return inst.id;
    }

    /** Answers one item (1–5 at random); null when the request failed. */
    async function answer(inst: string, itemId: string) {
      const value = r.int(1, 5);
      const path = `/api/assessment/instances/${inst}/responses/${itemId}`;
      const res = await send('answer item', 'PUT', path, { json: { value } });
      if (!res) {
        model.uncertain.add(`answer:${inst}|${itemId}`);
        return null;
      }
      if (res.status !== 200) return null;
      model.instance(inst).set(itemId, value);
      const saved = res.body as { answered: number; total: number };
      if (saved.answered !== model.instance(inst).size) {
        unexpected.push({
          action: 'answer item',
          method: 'PUT',
          path,
          status: 200,
          detail: `answered ${saved.answered}, the member gave ${model.instance(inst).size}`,
        });
      }
      return saved;
    }

    async function submit(inst: string) {
      const done = await send('submit assessment', 'POST', `/api/assessment/instances/${inst}/submit`);
      if (!done) model.uncertain.add('answers');
      else if (done.status === 200) model.openSelf = null;
    }

    const savedIds = () => [...model.saved.keys()];
    for (let n = 0; n < maxActions && performance.now() < deadline; n++) {
      const action = chooseAction();
      switch (action) {
        case 'browse list': {
          const page = r.next() < 0.6 ? 1 : r.int(2, 6);
          await send(action, 'GET', `${r.pick(LISTS)}?page=${page}`);
          break;
        }
        case 'home':
          await send(action, 'GET', '/api/home');
          break;
        case 'open item':
          await send(action, 'GET', `/api/content/${encodeURIComponent(r.pick(opts.itemIds))}`);
          break;
        case 'search':
          await send(action, 'GET', `/api/search?q=${encodeURIComponent(r.pick(SEARCHES))}`);
          break;
        case 'saved list':
          await send(action, 'GET', '/api/saved');
          break;
        case 'roadmap list':
          await send(action, 'GET', `/api/roadmap/features?sort=${r.next() < 0.5 ? 'status' : 'popularity'}`);
          break;
        case 'save': {
          const resourceId = r.pick(opts.savableIds);
          const res = await send(action, 'POST', '/api/saved', { json: { resourceId } });
          if (!res) model.uncertain.add(`saved:${resourceId}`);
          else if (res.status === 200) model.save(resourceId, null);
          break;
        }
        case 'unsave': {
          const ids = savedIds();
          if (ids.length === 0) break;
          const resourceId = r.pick(ids);
          const res = await send(action, 'DELETE', `/api/saved/${encodeURIComponent(resourceId)}`);
          if (!res) model.uncertain.add(`saved:${resourceId}`);
          else if (res.status === 200) model.unsave(resourceId);
          break;
        }
        case 'add to collection': {
          const resourceId = r.pick(opts.savableIds);
          const cols = [...model.collections];
          if (cols.length < 3 && r.next() < 0.3) {
            const res = await send(action, 'POST', '/api/collections', {
              json: { name: `Load ${index}-${n}`, resourceId },
              expect: [201],
            });
            if (!res) {
              model.uncertain.add('collections');
              model.uncertain.add(`saved:${resourceId}`);
            } else if (res.status === 201) {
              const id = (res.body as { id: string }).id;
              model.collections.add(id);
              model.save(resourceId, id);
            }
          } else if (cols.length > 0) {
            const id = r.pick(cols);
            const res = await send(action, 'POST', `/api/collections/${id}/items`, { json: { resourceId } });
            if (!res) model.uncertain.add(`saved:${resourceId}`);
            else if (res.status === 200) model.save(resourceId, id);
          }
          break;
        }
        case 'leave collection': {
          const memberships: Array<[string, string]> = [];
          for (const [res, cols] of model.saved) for (const c of cols) if (c) memberships.push([res, c]);
          if (memberships.length === 0) break;
          const [resourceId, id] = r.pick(memberships);
          const res = await send(
            action,
            'DELETE',
            `/api/collections/${id}/items/${encodeURIComponent(resourceId)}`,
          );
          if (!res) model.uncertain.add(`saved:${resourceId}`);
          else if (res.status === 200) model.leaveCollection(id, resourceId);
          break;
        }
        case 'delete collection': {
          const cols = [...model.collections];
          if (cols.length < 2) break;
          const id = r.pick(cols);
          const res = await send(action, 'DELETE', `/api/collections/${id}`);
          if (!res) model.uncertain.add('collections').add('saved:*');
          else if (res.status === 200) model.deleteCollection(id);
          break;
        }
        case 'answer item': {
          const inst = await openInstance();
          if (!inst) break;
          // Mostly the next unanswered item, as the wizard goes; sometimes a change of mind.
          const answered = model.instance(inst);
          const next = shared.itemIds.find((id) => !answered.has(id));
          const saved = await answer(inst, next && r.next() < 0.8 ? next : r.pick(shared.itemIds));
          if (saved && saved.answered === saved.total) await submit(inst);
          break;
        }
        case 'finish assessment': {
          // Answers every item still open, then submits: submits of many members at once move
          // the shared population counts (checked against a recount afterwards).
          const inst = await openInstance();
          if (!inst) break;
          let saved: { answered: number; total: number } | null = null;
          for (const itemId of shared.itemIds) {
            if (performance.now() >= deadline) break;
            if (model.instance(inst).has(itemId)) continue;
            saved = await answer(inst, itemId);
            if (!saved) break;
          }
          if (saved && saved.answered === saved.total) await submit(inst);
          break;
        }
        case 'vote': {
          if (shared.featureIds.length === 0) break;
          const featureId = r.pick(shared.featureIds);
          const voted = model.votes.has(featureId);
          const res = await send(
            action,
            voted ? 'DELETE' : 'PUT',
            `/api/roadmap/features/${featureId}/upvote`,
          );
          if (!res) model.uncertain.add(`vote:${featureId}`);
          else if (res.status === 200) {
            const state = res.body as { userUpvoted: boolean };
            if (state.userUpvoted === voted) {
              unexpected.push({
                action,
                method: voted ? 'DELETE' : 'PUT',
                path: `/api/roadmap/features/${featureId}/upvote`,
                status: 200,
                detail: `userUpvoted ${state.userUpvoted} after ${voted ? 'unvoting' : 'voting'}`,
              });
            }
            if (voted) model.votes.delete(featureId);
            else model.votes.add(featureId);
          }
          break;
        }
        case 'ask assistant': {
          await send(action, 'POST', '/api/assistant/ask', {
            json: { message: r.pick(QUESTIONS) },
            stream: true,
          });
          break;
        }
      }
      if (opts.thinkMs > 0) await new Promise((resolve) => setTimeout(resolve, r.next() * 2 * opts.thinkMs));
    }
  }

  await Promise.all(opts.members.map((m, i) => member(i, m)));
  const seconds = (performance.now() - t0) / 1000;

  const actions: ActionStats[] = [...latencies.entries()]
    .map(([action, list]) => {
      const sorted = [...list].sort((a, b) => a - b);
      return {
        action,
        count: sorted.length,
        perSecond: sorted.length / seconds,
        p50: percentile(sorted, 50),
        p95: percentile(sorted, 95),
        p99: percentile(sorted, 99),
        max: sorted[sorted.length - 1] ?? 0,
        errors: errorCounts.get(action) ?? 0,
      };
    })
    .sort((a, b) => b.count - a.count);
  const requests =
    actions.reduce((a, s) => a + s.count, 0) + errors.filter((e) => typeof e.status !== 'number').length;
  const states = new Map<string, MemberState>();
  const uncertain = new Map<string, Set<string>>();
  for (const [id, model] of models) {
    states.set(id, model.state());
    uncertain.set(id, model.uncertain);
  }
  return { seconds, requests, perSecond: requests / seconds, actions, errors, unexpected, states, uncertain };
}

// ---------------------------------------------------------------------------------------------
// Reconciliation

export interface Reconciliation {
  members: number;
  /** Rows compared (saved rows, collections, votes, answers) over all members. */
  compared: number;
  /** Differences: what the database holds that the member never did, and the reverse. */
  differences: Array<{ userId: string; kind: string; key: string; side: 'database only' | 'simulator only' }>;
  /** Keys left out because a failed request may have changed them. */
  skipped: number;
  /**
   * Shared counters that no longer match what they count: the assessment population counts
   * against a recount from the latest submitted self-assessments, and stored scores against the
   * answers they were computed from.
   */
  drift: string[];
}

/** Differences between the maintained assessment counts and scores and a fresh computation. */
export async function assessmentDrift(db: Db): Promise<string[]> {
  const rowsOf = async (query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> }).rows;
  // Recounted the way the submit counts: every member under '' and again under the industry they
  // had named when they submitted.
  const counts = await rowsOf(sql`
    WITH latest AS (
      SELECT DISTINCT ON (ai.assessment_id, ai.target_user_id) ai.assessment_id, ai.scores, ai.industry
      FROM assessment_instances ai
      WHERE ai.rater_type = 'self' AND ai.submitted_at IS NOT NULL
      ORDER BY ai.assessment_id, ai.target_user_id, ai.submitted_at DESC, ai.id DESC
    ),
    want AS (
      SELECT l.assessment_id, x.industry, x.competency_id, x.mean, sum(x.delta)::int AS members
      FROM latest l CROSS JOIN LATERAL praxis_assessment_counted(l.scores, l.industry, 1) x
      GROUP BY 1, 2, 3, 4
    ),
    have AS (
      SELECT assessment_id, industry, competency_id, mean, members FROM assessment_mean_counts WHERE members <> 0
    )
    SELECT coalesce(w.industry, h.industry) AS industry, coalesce(w.competency_id, h.competency_id) AS competency,
      coalesce(w.mean, h.mean)::text AS mean, w.members AS want, h.members AS have
    FROM want w FULL JOIN have h
      ON h.assessment_id = w.assessment_id AND h.industry = w.industry
        AND h.competency_id = w.competency_id AND h.mean = w.mean
    WHERE w.members IS DISTINCT FROM h.members
    LIMIT 50`);
  const scores = await rowsOf(sql`
    SELECT id FROM assessment_instances
    WHERE submitted_at IS NOT NULL AND scores IS DISTINCT FROM ${expectedScores(sql`assessment_instances.id`)}
    LIMIT 50`);
  return [
    ...counts.map(
      (c) =>
        `population count ${c.industry || '(every industry)'} ${c.competency || '(all)'} mean ${c.mean}: stored ${c.have ?? 0}, recount ${c.want ?? 0}`,
    ),
    ...scores.map((s) => `stored scores of instance ${s.id} differ from its answers`),
  ];
}

const keyFamily = (kind: string, key: string) => {
  if (kind === 'saved') return `saved:${key.split('|')[0]}`;
  if (kind === 'votes') return `vote:${key}`;
  if (kind === 'answers') return `answer:${key.split('=')[0]}`;
  return kind;
};

export async function reconcile(db: Db, result: SimResult): Promise<Reconciliation> {
  const ids = [...result.states.keys()];
  const actual = await readStates(db, ids);
  const differences: Reconciliation['differences'] = [];
  let compared = 0;
  let skipped = 0;
  for (const id of ids) {
    const want = result.states.get(id)!;
    const have = actual.get(id)!;
    const unsure = result.uncertain.get(id) ?? new Set();
    for (const kind of ['saved', 'collections', 'votes', 'answers'] as const) {
      const left = want[kind];
      const right = have[kind];
      const doubtful = (key: string) =>
        unsure.has(kind) ||
        unsure.has(keyFamily(kind, key)) ||
        (kind === 'saved' && unsure.has('saved:*')) ||
        (kind === 'answers' && unsure.has('answers'));
      for (const key of new Set([...left, ...right])) {
        if (doubtful(key)) {
          skipped += 1;
          continue;
        }
        compared += 1;
        if (left.has(key) && !right.has(key))
          differences.push({ userId: id, kind, key, side: 'simulator only' });
        if (!left.has(key) && right.has(key))
          differences.push({ userId: id, kind, key, side: 'database only' });
      }
    }
  }
  return { members: ids.length, compared, differences, skipped, drift: await assessmentDrift(db) };
}

// ---------------------------------------------------------------------------------------------
// Data the members act on

/** Published item ids to open, and the savable ones (no upcoming events), sampled. */
export async function contentPools(db: Db, limit = 5000) {
  const rows = await db
    .select({
      id: resources.id,
      savable: sql<boolean>`not (${resources.type} = 'event' and ${resources.date} > now())`,
    })
    .from(resources)
    .where(eq(resources.status, 'published'))
    .orderBy(sql`random()`)
    .limit(limit);
  return { itemIds: rows.map((r) => r.id), savableIds: rows.filter((r) => r.savable).map((r) => r.id) };
}

/** The per-action table, in Markdown. */
export function formatTable(result: SimResult): string {
  const f = (n: number) => n.toFixed(0);
  const lines = [
    '| action | requests | req/s | p50 ms | p95 ms | p99 ms | max ms | errors |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...result.actions.map(
      (a) =>
        `| ${a.action} | ${a.count} | ${a.perSecond.toFixed(1)} | ${f(a.p50)} | ${f(a.p95)} | ${f(a.p99)} | ${f(a.max)} | ${a.errors} |`,
    ),
    `| **all** | ${result.requests} | ${result.perSecond.toFixed(1)} | | | | | ${result.errors.length} |`,
  ];
  return lines.join('\n');
}
