// Lighthouse (mobile form factor, default simulated throttling, performance unless --a11y) in
// Debian's Chromium against the built app, signed in as a demo member: /login, /, /resources, a
// search, one resource page, the assessment results and the roadmap. It builds nothing: run `npm run build` first.
//
//   node scripts/bench-lighthouse.mjs [--runs 3] [--json out.json] [--dist dist] [--email member@praxis.test]
//                                     [--only /login,/resources] [--port N] [--lhr DIR] [--baseline DIR]
//                                     [--a11y]
//
// --a11y also scores accessibility: the table gets its column, and every failed audit is listed.
//
// The app starts from `<dist>/server/index.js` (serving `<dist>/client`) on a free port with a fresh
// embedded database in a temporary folder, which it migrates and fills with the demo library. The
// session cookie comes from the sign-in API and is sent with every Lighthouse request. Each page is
// measured --runs times; the table shows the median run (middle score, ties broken by LCP) and the
// spread of the scores; --lhr DIR keeps every full Lighthouse report (JSON) for a closer look.
// --baseline DIR starts a second build (an older one, built into DIR/server and DIR/client) next to
// the first and measures each page on both in turn, so a comparison is not one of machine loads.
// Chromium is never downloaded: CHROME_PATH or /usr/bin/chromium.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const DEMO_PASSWORD = 'praxis-demo-2026';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

function parseArgs(argv) {
  const opts = {
    runs: 3,
    json: null,
    dist: 'dist',
    email: 'member@praxis.test',
    only: null,
    port: 0,
    lhr: null,
    a11y: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const key = argv[i];
    const value = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${key} needs a value`);
      return v;
    };
    if (key === '--runs') opts.runs = Math.max(1, Number.parseInt(value(), 10));
    else if (key === '--json') opts.json = value();
    else if (key === '--dist') opts.dist = value();
    else if (key === '--email') opts.email = value();
    else if (key === '--only') opts.only = value().split(',');
    else if (key === '--port') opts.port = Number.parseInt(value(), 10);
    else if (key === '--lhr') opts.lhr = value();
    else if (key === '--baseline') opts.baseline = value();
    else if (key === '--a11y') opts.a11y = true;
    else throw new Error(`unknown option ${key}`);
  }
  return opts;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function waitForHealth(base, child) {
  // Migrating and filling a fresh embedded database takes minutes on a loaded 2-core machine.
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the app exited (${child.exitCode}) before it answered`);
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the app did not answer /api/health within 300 s');
}

async function signIn(base, email) {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** A resource of the demo library to stand for detail pages: the first one the list shows. */
async function firstResourcePath(base, cookie) {
  const res = await fetch(`${base}/api/resources?pageSize=1`, { headers: { Cookie: cookie } });
  if (!res.ok) throw new Error(`GET /api/resources: ${res.status}`);
  const body = await res.json();
  const id = body.items?.[0]?.id;
  if (!id) throw new Error('the demo library holds no resource');
  return `/resources/${encodeURIComponent(id)}`;
}

const median = (values) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor((s.length - 1) / 2)];
};

/** The LCP element as Lighthouse names it (tag and a short snippet). */
function lcpElement(lhr) {
  const audit = lhr.audits['lcp-breakdown-insight'] ?? lhr.audits['largest-contentful-paint-element'];
  const find = (node) => {
    if (!node || typeof node !== 'object') return null;
    if (node.type === 'node' && (node.snippet || node.nodeLabel)) return node;
    for (const v of Object.values(node)) {
      const hit = find(v);
      if (hit) return hit;
    }
    return null;
  };
  const node = find(audit?.details);
  if (!node) return '—';
  const snippet = (node.snippet ?? '').replace(/\s+/g, ' ');
  const short = snippet.length > 90 ? `${snippet.slice(0, 87)}…` : snippet;
  return `${node.nodeLabel ? `${node.nodeLabel.slice(0, 40)} ` : ''}\`${short}\``;
}

function summarise(lhr) {
  const num = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const items = lhr.audits['resource-summary']?.details?.items ?? [];
  const script = items.find((i) => i.resourceType === 'script') ?? { transferSize: 0, requestCount: 0 };
  const total = items.find((i) => i.resourceType === 'total') ?? { transferSize: 0, requestCount: 0 };
  return {
    finalUrl: lhr.finalDisplayedUrl ?? lhr.finalUrl,
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    a11y: lhr.categories.accessibility ? Math.round((lhr.categories.accessibility.score ?? 0) * 100) : null,
    a11yFailures: lhr.categories.accessibility
      ? lhr.categories.accessibility.auditRefs
          .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
          .map((ref) => `${ref.id}: ${lhr.audits[ref.id].title}`)
      : [],
    lcp: num('largest-contentful-paint'),
    tbt: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    fcp: num('first-contentful-paint'),
    si: num('speed-index'),
    jsBytes: script.transferSize,
    jsRequests: script.requestCount,
    totalBytes: total.transferSize,
    requests: total.requestCount,
    lcpElement: lcpElement(lhr),
    warnings: lhr.runWarnings ?? [],
  };
}

function medianRun(runs) {
  const sorted = [...runs].sort((a, b) => a.score - b.score || b.lcp - a.lcp);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

const ms = (v) => `${(v / 1000).toFixed(2)} s`;
const kb = (v) => `${(v / 1024).toFixed(1)} KB`;

/** Starts a build (`<dist>/server/index.js`) on a free port with a fresh embedded database, signed in. */
async function startApp(distDir, opts) {
  const dist = path.resolve(distDir);
  const entry = path.join(dist, 'server/index.js');
  if (!fs.existsSync(entry) || !fs.existsSync(path.join(dist, 'client/index.html'))) {
    throw new Error(`${entry} or its client is missing: run \`npm run build\` first`);
  }
  const port = opts.port || (await freePort());
  const base = `http://localhost:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'praxis-lighthouse-'));
  const child = spawn(process.execPath, [entry], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      APP_URL: base,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      CLIENT_DIR: path.join(dist, 'client'),
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(base, child);
    const cookie = await signIn(base, opts.email);
    return { label: distDir, base, cookie, resourcePath: await firstResourcePath(base, cookie), stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

function table(title, results, runs) {
  const a11y = results.some((r) => r.median.a11y !== null);
  const lines = [
    title,
    '',
    `| page | score (range) |${a11y ? ' accessibility |' : ''} LCP | TBT | CLS | FCP | JS transferred (requests) | all requests | LCP element |`,
    `|---|---|${a11y ? '---|' : ''}---|---|---|---|---|---|---|`,
  ];
  for (const r of results) {
    const m = r.median;
    const scores = r.runs.map((x) => x.score);
    lines.push(
      `| ${r.page} | ${m.score} (${Math.min(...scores)}–${Math.max(...scores)}) |${a11y ? ` ${m.a11y} |` : ''} ${ms(m.lcp)} | ${Math.round(m.tbt)} ms | ${m.cls.toFixed(3)} | ${ms(m.fcp)} | ${kb(m.jsBytes)} (${m.jsRequests}) | ${m.requests} | ${m.lcpElement} |`,
    );
  }
  const failures = [
    ...new Set(results.flatMap((r) => r.runs.flatMap((x) => x.a11yFailures.map((f) => `${r.page}: ${f}`)))),
  ];
  const failed = failures.length
    ? `\n\nFailed accessibility audits:\n${failures.map((f) => `- ${f}`).join('\n')}`
    : '';
  return `${lines.join('\n')}\n\n${runs} run(s) per page, the median run shown.${failed}`;
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  const apps = [];
  let chrome;
  try {
    // With --baseline, both builds run side by side and every page is measured on one, then the
    // other, in turn: both see the same machine load.
    if (opts.baseline) apps.push(await startApp(opts.baseline, { ...opts, port: 0 }));
    apps.push(await startApp(opts.dist, opts));
    const pages = [
      { name: '/login', path: () => '/login', signedIn: false },
      { name: '/', path: () => '/', signedIn: true },
      { name: '/resources', path: () => '/resources', signedIn: true },
      { name: '/search?q=coaching', path: () => '/search?q=coaching', signedIn: true },
      { name: 'resource page', path: (app) => app.resourcePath, signedIn: true },
      { name: '/ld-assessment', path: () => '/ld-assessment', signedIn: true },
      { name: '/roadmap', path: () => '/roadmap', signedIn: true },
    ].filter((p) => !opts.only || opts.only.includes(p.name) || opts.only.includes(p.path(apps[0])));

    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      chromeFlags: CHROME_FLAGS,
    });
    const results = apps.map(() => []);
    const loads = [];
    for (const page of pages) {
      const runs = apps.map(() => []);
      for (let i = 0; i < opts.runs; i++) {
        for (const [a, app] of apps.entries()) {
          const url = `${app.base}${page.path(app)}`;
          // A trace Chromium failed to record (NO_NAVSTART and the like, more likely on a loaded
          // machine) says nothing about the page: that run is taken again, at most twice.
          let result;
          for (let attempt = 0; attempt < 3; attempt++) {
            result = await lighthouse(url, {
              port: chrome.port,
              output: 'json',
              logLevel: 'error',
              onlyCategories: opts.a11y ? ['performance', 'accessibility'] : ['performance'],
              formFactor: 'mobile',
              ...(page.signedIn ? { extraHeaders: { Cookie: app.cookie } } : {}),
            });
            if (!result?.lhr.runtimeError) break;
            process.stderr.write(`${page.name} run ${i + 1}: ${result.lhr.runtimeError.code}, measured again\n`);
          }
          if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
          const run = summarise(result.lhr);
          if (opts.lhr) {
            fs.mkdirSync(opts.lhr, { recursive: true });
            const slug = page.name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
            const name = `${apps.length > 1 ? `${a === 0 ? 'baseline' : 'candidate'}-` : ''}${slug}-${i + 1}.json`;
            fs.writeFileSync(path.join(opts.lhr, name), JSON.stringify(result.lhr));
          }
          if (page.signedIn && new URL(run.finalUrl).pathname === '/login') {
            throw new Error(`${url} ended on /login: the session cookie was not accepted`);
          }
          runs[a].push(run);
          loads.push(os.loadavg()[0]);
          process.stderr.write(
            `${apps.length > 1 ? `[${app.label}] ` : ''}${page.name} run ${i + 1}: ${run.score} (LCP ${ms(run.lcp)}, TBT ${Math.round(run.tbt)} ms, load ${os.loadavg()[0].toFixed(2)})\n`,
          );
        }
      }
      for (const a of apps.keys()) {
        results[a].push({
          page: page.name,
          path: page.path(apps[a]),
          median: medianRun(runs[a]),
          runs: runs[a],
        });
      }
    }

    const when = `${new Date().toISOString()}; 1-minute load average during the runs ${Math.min(...loads).toFixed(2)}–${Math.max(...loads).toFixed(2)}`;
    const out = apps.map((app, a) =>
      table(
        `Lighthouse mobile (simulated throttling)${apps.length > 1 ? `, ${a === 0 ? 'baseline' : 'candidate'} ${app.label}` : ''}; ${when}`,
        results[a],
        opts.runs,
      ),
    );
    console.log(out.join('\n\n'));
    const warnings = [...new Set(results.flat().flatMap((r) => r.runs.flatMap((x) => x.warnings)))];
    if (warnings.length) console.log(`\nLighthouse warnings:\n${warnings.map((w) => `- ${w}`).join('\n')}`);
    if (opts.json) {
      const report = apps.map((app, a) => ({
        build: app.label,
        median: medianOf(results[a]),
        results: results[a],
      }));
      fs.writeFileSync(
        opts.json,
        `${JSON.stringify({ date: new Date().toISOString(), loads, builds: report }, null, 2)}\n`,
      );
    }
  } finally {
    if (chrome) await chrome.kill();
    for (const app of apps) await app.stop();
  }
}

/** Per-metric medians too, for the JSON file (the table shows whole median runs). */
function medianOf(results) {
  return Object.fromEntries(
    results.map((r) => [
      r.page,
      Object.fromEntries(
        ['score', 'lcp', 'tbt', 'cls', 'fcp', 'jsBytes'].map((k) => [k, median(r.runs.map((x) => x[k]))]),
      ),
    ]),
  );
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
