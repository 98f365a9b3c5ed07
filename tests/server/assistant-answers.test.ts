import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assistantAnswerFeedback, assistantMessages } from '../../src/server/db/schema';
import { type Block, type Inline, parseAnswer } from '../../src/shared/domain/answer-markdown';
import { ASSISTANT_MESSAGES, NOTHING_IN_LIBRARY } from '../../src/shared/domain/assistant';
import { createMember } from '../factories/members';
import { addItems, as, type SignedIn, signedInMember } from '../relevance/fixtures';
import { type OpenAIStandIn, parseEvents, startOpenAIStandIn } from '../setup/openai-stand-in';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * Answers that read well and history members trust, against a real database: citations numbered as
 * the cards are shown (both engines), model output rendered only through the safe Markdown subset,
 * a plain answer when the library has nothing, deleting one conversation, and feedback on answers.
 */

const LIBRARY = [
  {
    id: 'aa_case',
    type: 'case-study' as const,
    title: 'Wombatine mentoring that kept new managers',
    topics: ['Mentoring'],
    blurb: 'How a logistics firm paired wombatine new managers with mentors.',
    challenge: 'New wombatine managers left within a year.',
    solution: 'Every new wombatine manager had a mentor and a monthly peer circle.',
    results: 'First-year attrition of new managers fell by a third.',
  },
  {
    id: 'aa_guide',
    title: 'A wombatine mentoring guide',
    topics: ['Mentoring'],
    blurb: 'Practical steps for wombatine mentoring programmes.',
  },
  {
    id: 'aa_research',
    type: 'research' as const,
    title: 'Wombatine mentoring research digest',
    topics: ['Mentoring'],
    blurb: 'What studies say about wombatine mentoring.',
  },
];

// biome-ignore lint/suspicious/noExplicitAny: tests read the events' fields one by one and assert them.
type Events = Array<{ event: string; data: any }>;

async function ask(t: TestApp, who: SignedIn, json: unknown): Promise<Events> {
  const res = await t.request('/api/assistant/ask', { method: 'POST', cookie: who.cookie, json });
  expect(res.status).toBe(200);
  return parseEvents(await res.text()) as Events;
}

const doneOf = (events: Events) => {
  const done = events.at(-1)!;
  expect(done.event).toBe('done');
  return done.data as {
    messageId: string;
    content: string;
    followUps: string | null;
    citations: { id: string }[];
  };
};

/** The citation markers of an answer as the member reads them, in order. */
const markers = (blocks: Block[]): number[] => {
  const walk = (inlines: Inline[]): number[] =>
    inlines.flatMap((i) => (i.type === 'cite' ? [i.n] : 'children' in i ? walk(i.children) : []));
  return blocks.flatMap((b) => (b.type === 'paragraph' ? walk(b.children) : b.items.flatMap(walk)));
};
const firstUse = (ns: number[]) => [...new Set(ns)];

describe('answers of the library engine', () => {
  let t: TestApp;
  let member: SignedIn;
  let other: SignedIn;

  beforeAll(async () => {
    t = await createTestApp();
    await addItems(t.db, LIBRARY);
    member = await signedInMember(t);
    other = await signedInMember(t);
  });
  afterAll(() => t.close());

  it('numbers the markers as the cards are shown: card 1 is [1], in order of first use', async () => {
    const done = doneOf(await ask(t, member, { message: 'How do we run wombatine mentoring?' }));
    const blocks = parseAnswer(done.content, done.citations.length);
    const used = markers(blocks);
    expect(done.citations.length).toBeGreaterThan(1);
    // Every card is cited, the first use of each number runs 1, 2, 3…, and no marker is left over.
    expect(firstUse(used)).toEqual(done.citations.map((_, i) => i + 1));
    expect(markers(parseAnswer(done.content, 99))).toEqual(used);
    // A rendered list, not raw "- " lines.
    expect(blocks.some((b) => b.type === 'list' && b.items.length > 0)).toBe(true);
    // Follow-ups stay on the subject cited and asked about.
    expect(done.followUps).toMatch(/mentoring/i);
    expect(done.followUps).not.toMatch(/onboarding|budget/i);
  });

  it('says plainly when the library has nothing, with a search link and the roadmap, citing nothing', async () => {
    const events = await ask(t, member, {
      message: 'a recipe for zorbleflux quimbering with a crisp vrendle',
    });
    const done = doneOf(events);
    expect(done.citations).toEqual([]);
    expect(done.followUps).toBeNull();
    expect(done.content.startsWith(NOTHING_IN_LIBRARY)).toBe(true);
    const links = parseAnswer(done.content, 0).flatMap((b) =>
      b.type === 'list' ? b.items.flatMap((i) => i.filter((x) => x.type === 'link')) : [],
    );
    expect(links.map((l) => (l.type === 'link' ? l.href : ''))).toEqual([
      '/search?q=recipe%20zorbleflux%20quimbering%20crisp%20vrendle',
      '/roadmap',
    ]);
  });

  it('deletes one conversation with its messages and feedback; another member gets 404', async () => {
    const keep = (await ask(t, member, { message: 'wombatine mentoring guide' }))[0]!.data.conversationId;
    const events = await ask(t, member, { message: 'wombatine mentoring research' });
    const gone = events[0]!.data.conversationId as string;
    const answerId = doneOf(events).messageId;
    await as(t, member).post('/api/assistant/suggest', { query: 'x' }); // unrelated traffic
    expect(
      (
        await t.request(`/api/assistant/messages/${answerId}/feedback`, {
          method: 'PUT',
          cookie: member.cookie,
          json: { rating: 'up' },
        })
      ).status,
    ).toBe(200);

    const theirs = await as(t, other).delete(`/api/assistant/conversations/${gone}`);
    expect(theirs.status).toBe(404);
    expect(theirs.body.error.message).toBe(ASSISTANT_MESSAGES.conversationNotFound);
    expect((await as(t, member).get(`/api/assistant/conversations/${gone}`)).status).toBe(200);

    const deleted = await as(t, member).delete(`/api/assistant/conversations/${gone}`);
    expect(deleted).toEqual({ status: 200, body: { deleted: 1 } });
    expect((await as(t, member).get(`/api/assistant/conversations/${gone}`)).status).toBe(404);
    expect(
      await t.db.select().from(assistantMessages).where(eq(assistantMessages.conversationId, gone)),
    ).toEqual([]);
    expect(
      await t.db
        .select()
        .from(assistantAnswerFeedback)
        .where(eq(assistantAnswerFeedback.messageId, answerId)),
    ).toEqual([]);
    const left = (await as(t, member).get('/api/assistant/conversations')).body.items.map(
      (c: { id: string }) => c.id,
    );
    expect(left).toContain(keep);
    expect(left).not.toContain(gone);
    expect((await as(t, member).delete(`/api/assistant/conversations/${gone}`)).status).toBe(404);
    expect((await as(t, member).delete('/api/assistant/conversations/not-a-uuid')).status).toBe(400);
  });

  it('lists conversations with their dates', async () => {
    const items = (await as(t, member).get('/api/assistant/conversations')).body.items;
    expect(items.length).toBeGreaterThan(0);
    for (const c of items) {
      expect(Date.parse(c.createdAt)).not.toBeNaN();
      expect(Date.parse(c.updatedAt)).toBeGreaterThanOrEqual(Date.parse(c.createdAt));
    }
  });
});

describe('feedback on answers', () => {
  let t: TestApp;
  let member: SignedIn;
  let other: SignedIn;
  let admin: SignedIn;

  const put = (who: SignedIn, id: string, json: unknown) =>
    t.request(`/api/assistant/messages/${id}/feedback`, { method: 'PUT', cookie: who.cookie, json });

  beforeAll(async () => {
    t = await createTestApp();
    await addItems(t.db, LIBRARY);
    member = await signedInMember(t);
    other = await signedInMember(t);
    const a = await createMember(t.db, { role: 'admin' });
    admin = { id: a.id, email: a.email, cookie: await t.signIn(a.email, a.password) };
  });
  afterAll(() => t.close());

  it('takes feedback on my own answers only, and shows admins counts and only shared questions', async () => {
    const private1 = doneOf(await ask(t, member, { message: 'private wombatine mentoring worry' }));
    const shared = doneOf(await ask(t, member, { message: 'shared wombatine mentoring question' }));
    const third = doneOf(await ask(t, other, { message: 'wombatine mentoring guide please' }));

    // Another member's answer, a question (not an answer) and an unknown id are all "not found".
    const conversation = (await as(t, member).get('/api/assistant/conversations')).body.items[0].id;
    const question = (await as(t, member).get(`/api/assistant/conversations/${conversation}`)).body
      .messages[0];
    expect(question.role).toBe('user');
    for (const id of [third.messageId, question.id, crypto.randomUUID()]) {
      const res = await put(member, id, { rating: 'down' });
      expect(res.status).toBe(404);
      expect((await res.json()).error.message).toBe(ASSISTANT_MESSAGES.answerNotFound);
    }
    expect((await put(member, private1.messageId, { rating: 'sideways' })).status).toBe(400);
    expect((await put(member, private1.messageId, { rating: 'up', note: 'x'.repeat(1001) })).status).toBe(
      400,
    );

    const first = await put(member, private1.messageId, { rating: 'down', note: 'Too generic for me' });
    expect(await first.json()).toEqual({ rating: 'down', note: 'Too generic for me', shared: false });
    const second = await put(member, shared.messageId, {
      rating: 'down',
      note: 'Missed the remote angle',
      shareQuestion: true,
    });
    expect(await second.json()).toEqual({ rating: 'down', note: 'Missed the remote angle', shared: true });
    expect((await put(other, third.messageId, { rating: 'up', shareQuestion: false })).status).toBe(200);
    // Given again, it replaces the earlier feedback (still one per answer).
    expect((await put(member, private1.messageId, { rating: 'up' })).status).toBe(200);

    const overview = await as(t, admin).get('/api/admin/assistant-feedback');
    expect(overview.status).toBe(200);
    expect(overview.body.up).toBe(2);
    expect(overview.body.down).toBe(1);
    expect(overview.body.shared).toEqual([
      {
        rating: 'down',
        question: 'shared wombatine mentoring question',
        note: 'Missed the remote angle',
        at: expect.any(String),
      },
    ]);
    expect(JSON.stringify(overview.body)).not.toContain('private wombatine');
    expect(JSON.stringify(overview.body)).not.toContain('Too generic');

    // The member sees their own feedback when the conversation is reopened.
    const mine = (await as(t, member).get('/api/assistant/conversations')).body.items;
    const reopened = await Promise.all(
      mine.map(
        async (c: { id: string }) => (await as(t, member).get(`/api/assistant/conversations/${c.id}`)).body,
      ),
    );
    const answers = reopened.flatMap((c: { messages: { id: string; feedback: unknown }[] }) => c.messages);
    expect(answers.find((m) => m.id === shared.messageId)?.feedback).toEqual({
      rating: 'down',
      note: 'Missed the remote angle',
      shared: true,
    });

    // Un-sharing removes the copied question.
    await put(member, shared.messageId, { rating: 'down', note: 'Missed the remote angle' });
    expect((await as(t, admin).get('/api/admin/assistant-feedback')).body.shared).toEqual([]);

    // Members never read the admin view.
    expect((await as(t, member).get('/api/admin/assistant-feedback')).status).toBe(403);
  });
});

describe('answers of an OpenAI-compatible model', () => {
  let t: TestApp;
  let standIn: OpenAIStandIn;
  let member: SignedIn;

  beforeAll(async () => {
    standIn = await startOpenAIStandIn();
    t = await createTestApp({
      OPENAI_API_KEY: 'sk-test-stand-in',
      OPENAI_BASE_URL: standIn.baseUrl,
      OPENAI_MODEL: 'stand-in-model',
      ASSISTANT_MODEL_TIMEOUT_MS: '2000',
    });
    await addItems(t.db, LIBRARY);
    member = await signedInMember(t);
  });
  afterAll(async () => {
    await t.close();
    await standIn.close();
  });

  it('renumbers the model’s markers as the cards are shown, even cut between streamed pieces', async () => {
    standIn.behave({
      text: 'Pair people up [3]. Use the guide [2]. Ignore [9]. Again [3, 2].\nFOLLOW-UPS:\n- More?',
      pieceSize: 3,
    });
    const events = await ask(t, member, { message: 'wombatine mentoring' });
    const retrieved = (events[1]!.data.items as { id: string }[]).map((c) => c.id);
    const done = doneOf(events);
    expect(done.content).toBe('Pair people up [1]. Use the guide [2]. Ignore. Again [1, 2].\n');
    expect(done.citations.map((c) => c.id)).toEqual([retrieved[2], retrieved[1]]);
    // What streamed is what was stored: the numbers never change under the member's eyes.
    const streamed = events
      .filter((e) => e.event === 'delta')
      .map((e) => e.data.text)
      .join('');
    expect(streamed).toBe(done.content);
  });

  it('renders script, HTML and javascript: links in the model’s output as text', async () => {
    const hostile =
      'Try this <script>alert(1)</script> and <img src=x onerror=alert(2)> or [click](javascript:alert(3)) [1].';
    standIn.behave({ text: hostile });
    const done = doneOf(await ask(t, member, { message: 'wombatine mentoring' }));
    expect(done.content).toBe(hostile);
    const blocks = parseAnswer(done.content, done.citations.length);
    expect(blocks).toHaveLength(1);
    const inlines = blocks[0]!.type === 'paragraph' ? blocks[0]!.children : [];
    expect(inlines.map((i) => i.type)).toEqual(['text', 'cite', 'text']);
    expect(inlines[0]).toEqual({
      type: 'text',
      text: 'Try this <script>alert(1)</script> and <img src=x onerror=alert(2)> or [click](javascript:alert(3)) ',
    });
  });

  it('does not ask the model when the library has nothing, and says so', async () => {
    const before = standIn.requests.length;
    const done = doneOf(await ask(t, member, { message: 'zorbleflux quimbering vrendle' }));
    expect(standIn.requests.length).toBe(before);
    expect(done.content.startsWith(NOTHING_IN_LIBRARY)).toBe(true);
    expect(done.citations).toEqual([]);
  });
});
