import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoLibrary } from '../../src/server/seed';
import {
  type AssistantReport,
  evaluateAssistant,
  loadAssistantQuestions,
} from '../relevance/assistant-evaluate';
import { createTestApp, type TestApp } from '../setup/test-app';

/** The assistant's labelled questions over the demo library (scripts/assistant-eval.ts prints the detail). */

let t: TestApp;
let report: AssistantReport;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoLibrary(t.db);
  report = await evaluateAssistant(t.db, loadAssistantQuestions(), '00000000-0000-4000-8000-000000000000');
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('the library assistant on the demo library', () => {
  it('has at least 30 labelled questions', () => {
    expect(report.questions).toBeGreaterThanOrEqual(30);
  });

  it('cites an expected item, within 3 citations, for at least 80% of them', () => {
    const misses = report.outcomes
      .filter((o) => !o.hit)
      .map((o) => `"${o.question}": expected ${o.expected.join(' ')}, cited ${o.cited.join(' ')}`);
    expect(report.hitRate, misses.join('\n')).toBeGreaterThanOrEqual(0.8);
    for (const o of report.outcomes) expect(o.cited.length).toBeLessThanOrEqual(3);
  });
});
