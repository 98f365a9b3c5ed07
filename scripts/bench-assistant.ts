/**
 * First streamed byte of the assistant (library engine) under concurrent conversations
 * (docs/performance.md, "Assistant").
 *
 *   npx tsx scripts/bench-assistant.ts --database-url postgres://postgres@127.0.0.1:5432/praxis_bench
 *        [--port 3203] [--connections 20] [--duration 20] [--warmup 3] [--fresh]
 *
 * Boots the real app in a child process (as scripts/bench-content.ts does) on a database filled by
 * scripts/bench-data.ts, signs in a bench member, then keeps `--connections` conversations busy:
 * each asks the labelled questions of tests/relevance/assistant-questions.json in turn (a new
 * conversation when one is nearly full) and reads the answer's stream to its end. Per answer it
 * times the first byte of the stream (the `start` event: the question checked and stored), the
 * first word (the first `delta`: retrieval and the engine), and the whole answer. `--fresh` adds a
 * random library word to each question, so the search engine's result cache never answers.
 *
 * The child runs with NODE_ENV=test so that the per-member limit (40 questions per 10 minutes) does
 * not stop the load; everything else is the production path.
 */
import { type ChildProcess, fork } from 'node:child_process';
import crypto from 'node:crypto';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startServer } from '../src/server/boot';
import { loadEnv } from '../src/server/env';
import { createLogger } from '../src/server/lib/logger';
import { benchMemberEmail, signInBench, stopWithParent } from './bench-server';

const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    port: { type: 'string', default: '3203' },
    connections: { type: 'string', default: '20' },
    duration: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '3' },
    fresh: { type: 'boolean', default: false },
    serve: { type: 'boolean', default: false },
  },
});

async function serve() {
  const port = Number(args.port);
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: `http://localhost:${port}`,
    BETTER_AUTH_SECRET: crypto.randomBytes(32).toString('hex'),
    SEED_DEMO: 'false',
    DATABASE_URL: args['database-url'],
  });
  const server = await startServer({ env, logger: createLogger(env.LOG_LEVEL) });
  const email = await benchMemberEmail(server.deps.db);
  stopWithParent(server);
  process.send?.({ url: env.APP_URL, email });
}

const WORDS = [
  'onboarding',
  'coaching',
  'leadership',
  'feedback',
  'culture',
  'skills',
  'analytics',
  'mentoring',
  'managers',
  'sales',
  'compliance',
  'hybrid',
  'evaluation',
  'microlearning',
  'inclusion',
  'change',
];

interface Sample {
  firstByte: number;
  firstWord: number;
  total: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

async function askOnce(url: string, cookie: string, message: string, conversationId: string | null) {
  const started = performance.now();
  const res = await fetch(`${url}/api/assistant/ask`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, Origin: url },
    body: JSON.stringify({ message, conversationId }),
  });
  if (res.status !== 200 || !res.body) {
    await res.text();
    return { status: res.status, conversationId: null, sample: null };
  }
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let firstByte = Number.NaN;
  let firstWord = Number.NaN;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    if (Number.isNaN(firstByte)) firstByte = performance.now() - started;
    text += decoder.decode(value, { stream: true });
    if (Number.isNaN(firstWord) && text.includes('event: delta')) firstWord = performance.now() - started;
  }
  const id = /"conversationId":"([0-9a-f-]{36})"/.exec(text)?.[1] ?? null;
  return {
    status: 200,
    conversationId: id,
    sample: { firstByte, firstWord, total: performance.now() - started },
  };
}

async function main() {
  const connections = Number(args.connections);
  const duration = Number(args.duration) * 1000;
  const warmup = Number(args.warmup) * 1000;
  const questions = (
    JSON.parse(
      readFileSync(new URL('../tests/relevance/assistant-questions.json', import.meta.url), 'utf8'),
    ) as { questions: Array<{ question: string }> }
  ).questions.map((q) => q.question);

  const child: ChildProcess = fork(fileURLToPath(import.meta.url), [...process.argv.slice(2), '--serve'], {
    stdio: 'inherit',
  });
  const ready = await new Promise<{ url: string; email: string | null }>((resolve, reject) => {
    child.once('message', (m) => resolve(m as { url: string; email: string | null }));
    child.once('exit', (code) => reject(new Error(`server exited (${code}) before it was ready`)));
  });
  try {
    if (!ready.email) throw new Error('No bench member: fill the database with scripts/bench-data.ts first.');
    const cookie = await signInBench(ready.url, ready.email);

    const samples: Sample[] = [];
    const statuses = new Map<number, number>();
    const begin = performance.now();
    const measureFrom = begin + warmup;
    const end = measureFrom + duration;
    let next = 0;
    const loop = async (n: number) => {
      let conversationId: string | null = null;
      let asked = 0;
      while (performance.now() < end) {
        next += 1;
        const base = questions[next % questions.length]!;
        const message = args.fresh ? `${base} ${WORDS[crypto.randomInt(WORDS.length)]} ${n}` : base;
        const at = performance.now();
        const r = await askOnce(ready.url, cookie, message, conversationId);
        statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
        asked += 1;
        conversationId = asked >= 25 ? null : (r.conversationId ?? null);
        if (asked >= 25) asked = 0;
        if (r.sample && at >= measureFrom && performance.now() <= end) samples.push(r.sample);
      }
    };
    const loadBefore = os.loadavg()[0]!;
    await Promise.all(Array.from({ length: connections }, (_, i) => loop(i)));
    const loadAfter = os.loadavg()[0]!;
    const row = (name: string, values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      return `${name.padEnd(12)} p50 ${percentile(sorted, 50).toFixed(1).padStart(7)} ms   p95 ${percentile(sorted, 95).toFixed(1).padStart(7)} ms   p99 ${percentile(sorted, 99).toFixed(1).padStart(7)} ms`;
    };
    console.log(
      `\n${connections} conversations, ${args.duration} s (after ${args.warmup} s warm-up), ${args.fresh ? 'fresh queries (no result cache)' : 'labelled questions (result cache warm after the first round)'}`,
    );
    console.log(
      `answers ${samples.length} (${(samples.length / (duration / 1000)).toFixed(1)}/s), statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    console.log(
      row(
        'first byte',
        samples.map((s) => s.firstByte),
      ),
    );
    console.log(
      row(
        'first word',
        samples.map((s) => s.firstWord),
      ),
    );
    console.log(
      row(
        'whole answer',
        samples.map((s) => s.total),
      ),
    );
    console.log(`load average ${loadBefore.toFixed(1)} → ${loadAfter.toFixed(1)}`);
  } finally {
    child.kill('SIGTERM');
  }
}

if (args.serve) await serve();
else await main();
