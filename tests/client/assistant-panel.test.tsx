import { AssistantButton } from '@client/app/shell/assistant-button';
import AssistantPanel from '@client/features/assistant/panel/assistant-panel';
import { createChatStore } from '@client/features/assistant/chat-store';
import {
  ASSISTANT_FAILED,
  CLARIFY_PLACEHOLDER,
  PRIVACY_BANNER,
  SUGGESTION_FAILED,
  THINKING,
} from '@shared/domain/assistant';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type ApiCall, jsonResponse, makeCard, mockApi, renderAt } from './content/support';

const CONVERSATION = '0b7a4a52-6c1e-4f2e-9a51-0c6f5b1d2e34';

const caseCard = makeCard({
  id: 'res_700',
  title: 'Cutting time-to-competence',
  presentedType: 'case-study',
});
const guideCard = makeCard({ id: 'res_901', title: 'Onboarding Journey Canvas', presentedType: 'canvas' });

/** A streamed answer: the events as the server writes them, one chunk each. */
function sseResponse(events: Array<[string, unknown]>, opts: { hold?: Promise<void> } = {}): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      for (const [i, [event, data]] of events.entries()) {
        if (i === events.length - 1 && opts.hold) await opts.hold;
        controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
      }
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

const answer = (text: string, citations = [caseCard]): Array<[string, unknown]> => [
  ['start', { conversationId: CONVERSATION, engine: 'library' }],
  ['citations', { items: citations }],
  ['delta', { text: text.slice(0, 10) }],
  ['delta', { text: text.slice(10) }],
  [
    'done',
    {
      messageId: 'm1',
      content: text,
      followUps: '- How did they measure it?\n- What did it cost?',
      citations,
    },
  ],
];

/** The panel, opened: once it has looked for the last conversation to reopen. */
async function renderPanel() {
  const store = createChatStore();
  const view = renderAt(<AssistantPanel open onOpenChange={() => {}} store={store} />, { path: '/' });
  await waitFor(() => expect(store.getState().restoring).toBe(false));
  return { ...view, store, input: () => screen.getByRole('textbox', { name: 'Message' }) };
}

describe('the assistant panel', () => {
  it('greets with the two actions, names itself and shows the privacy banner', async () => {
    mockApi({});
    await renderPanel();
    const dialog = screen.getByRole('dialog', { name: 'Your L&D assistant' });
    expect(within(dialog).getByRole('button', { name: 'Get strategic advice' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Suggest a resource' })).toBeInTheDocument();
    expect(within(dialog).getByText(PRIVACY_BANNER)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close assistant' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Expand panel' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(dialog).toHaveClass('md:w-[400px]', 'md:h-[650px]');
  });

  it('expands to 70% by 85vh and back', async () => {
    mockApi({});
    const { user } = await renderPanel();
    await user.click(screen.getByRole('button', { name: 'Expand panel' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveClass('md:w-[70%]', 'md:h-[85vh]');
    await user.click(screen.getByRole('button', { name: 'Shrink panel' }));
    expect(dialog).toHaveClass('md:w-[400px]');
  });

  it('suggests a resource, and asks for another excluding the first on a "no"', async () => {
    let n = 0;
    const api = mockApi({
      'POST /api/assistant/suggest': () => {
        n += 1;
        const card = n === 1 ? caseCard : guideCard;
        return jsonResponse(200, {
          found: true,
          resource: { id: card.id, title: card.title, description: '', link: '/x', source: 'Praxis' },
          message: `I suggest “${card.title}”.`,
          card,
          conversationId: CONVERSATION,
        });
      },
    });
    const { user, input } = await renderPanel();
    await user.click(screen.getByRole('button', { name: 'Suggest a resource' }));
    expect(screen.queryByRole('button', { name: 'Get strategic advice' })).not.toBeInTheDocument();
    expect(input()).toHaveAttribute('placeholder', CLARIFY_PLACEHOLDER);
    await user.type(input(), 'onboarding for branch staff{Enter}');
    expect(await screen.findByText('I suggest “Cutting time-to-competence”.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open “Cutting time-to-competence”' })).toHaveAttribute(
      'href',
      '/case-studies/res_700',
    );
    expect(screen.getByRole('button', { name: 'Save “Cutting time-to-competence”' })).toBeInTheDocument();
    expect(input()).not.toHaveAttribute('placeholder', CLARIFY_PLACEHOLDER);

    await user.type(input(), 'not quite{Enter}');
    expect(await screen.findByText('I suggest “Onboarding Journey Canvas”.')).toBeInTheDocument();
    const calls = api.callsTo('POST', '/api/assistant/suggest').map((c: ApiCall) => c.body);
    expect(calls).toEqual([
      { query: 'onboarding for branch staff', excludeIds: [], reply: null, conversationId: null },
      {
        query: 'onboarding for branch staff',
        excludeIds: ['res_700'],
        reply: 'not quite',
        conversationId: CONVERSATION,
      },
    ]);
  });

  it('ends the suggestion session on any other reply, which goes to the assistant as a question', async () => {
    const api = mockApi({
      'POST /api/assistant/suggest': () =>
        jsonResponse(200, {
          found: true,
          message: 'Here is one.',
          card: caseCard,
          conversationId: CONVERSATION,
        }),
      'POST /api/assistant/ask': () => sseResponse(answer('Coaching works when managers practise [1].')),
    });
    const { user, input } = await renderPanel();
    await user.click(screen.getByRole('button', { name: 'Suggest a resource' }));
    await user.type(input(), 'onboarding{Enter}');
    await screen.findByText('Here is one.');
    await user.type(input(), 'not sure, what about coaching?{Enter}');
    expect(await screen.findByText(/Coaching works when managers practise/)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/assistant/ask')[0]!.body).toEqual({
      message: 'not sure, what about coaching?',
      conversationId: CONVERSATION,
      actionType: null,
    });
    expect(api.callsTo('POST', '/api/assistant/suggest')).toHaveLength(1);
  });

  it('streams strategic advice with cited cards and follow-ups that send themselves', async () => {
    let release: () => void = () => {};
    const hold = new Promise<void>((r) => (release = r));
    const api = mockApi({
      'POST /api/assistant/ask': () =>
        api.callsTo('POST', '/api/assistant/ask').length === 1
          ? sseResponse(answer('Start with a buddy and weekly clinics [1].'), { hold })
          : sseResponse(answer('They tracked time to competence [1].')),
    });
    const { user, input } = await renderPanel();
    await user.click(screen.getByRole('button', { name: 'Get strategic advice' }));
    await user.type(input(), 'Onboarding at scale{Enter}');
    // Words appear before the answer ends; the input waits, saying so, and keeps focus (it is
    // marked, not disabled): typing and Enter do nothing meanwhile.
    expect(await screen.findByText(/Start with a buddy and weekly clinics/)).toBeInTheDocument();
    expect(input()).toHaveAttribute('aria-disabled', 'true');
    expect(input()).toHaveAttribute('readonly');
    expect(input()).toBeEnabled();
    expect(input()).toHaveFocus();
    expect(input()).toHaveAttribute('placeholder', THINKING);
    await user.type(input(), 'more{Enter}');
    expect(input()).toHaveValue('');
    expect(api.callsTo('POST', '/api/assistant/ask')).toHaveLength(1);
    // The cards come with the end of the answer, numbered as its markers.
    expect(screen.queryByRole('list', { name: 'Cited items' })).not.toBeInTheDocument();
    release();
    const followUps = await screen.findByRole('list', { name: 'Follow-up questions' });
    const cited = screen.getByRole('list', { name: 'Cited items' });
    const card = within(cited).getByRole('listitem');
    expect(within(card).getByRole('img', { name: 'source 1' })).toHaveTextContent('1');
    expect(within(card).getByRole('link', { name: 'Open “Cutting time-to-competence”' })).toBeInTheDocument();
    expect(screen.getByText(/Start with a buddy/).querySelector('[aria-label="source 1"]')).not.toBeNull();
    expect(input()).not.toHaveAttribute('aria-disabled');
    expect(input()).not.toHaveAttribute('readonly');
    expect(input()).toHaveFocus();
    expect(api.callsTo('POST', '/api/assistant/ask')[0]!.body).toEqual({
      message: 'Get strategic advice: Onboarding at scale',
      conversationId: null,
      actionType: 'get_strategic_advice',
    });
    // A follow-up sends itself; the buttons go while the answer comes, and focus moves to the box.
    await user.click(within(followUps).getByRole('button', { name: 'How did they measure it?' }));
    expect(input()).toHaveFocus();
    expect(await screen.findByText(/They tracked time to competence/)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/assistant/ask')[1]!.body).toMatchObject({
      message: 'How did they measure it?',
      conversationId: CONVERSATION,
    });
  });

  it('sends on Enter, adds a line on Shift+Enter, and never sends a blank message', async () => {
    const api = mockApi({ 'POST /api/assistant/ask': () => sseResponse(answer('Fine answer here.')) });
    const { user, input } = await renderPanel();
    await user.type(input(), '   {Enter}');
    await user.type(input(), 'line one{Shift>}{Enter}{/Shift}line two');
    expect(input()).toHaveValue('   line one\nline two');
    expect(api.callsTo('POST', '/api/assistant/ask')).toHaveLength(0);
    await user.keyboard('{Enter}');
    await screen.findByText('Fine answer here.');
    expect(api.callsTo('POST', '/api/assistant/ask')[0]!.body).toMatchObject({
      message: 'line one\nline two',
    });
  });

  it('shows the two failure messages of the spec', async () => {
    mockApi({
      'POST /api/assistant/ask': () => jsonResponse(500, { error: { code: 'internal', message: 'boom' } }),
      'POST /api/assistant/suggest': () =>
        jsonResponse(500, { error: { code: 'internal', message: 'boom' } }),
    });
    const { user, input } = await renderPanel();
    await user.type(input(), 'hello{Enter}');
    expect(await screen.findByText(ASSISTANT_FAILED)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New conversation' }));
    await user.click(screen.getByRole('button', { name: 'Suggest a resource' }));
    await user.type(input(), 'coaching{Enter}');
    expect(await screen.findByText(SUGGESTION_FAILED)).toBeInTheDocument();
  });

  it('shows a refusal (too long, full, too fast) in its own words', async () => {
    mockApi({
      'POST /api/assistant/ask': () =>
        jsonResponse(409, { error: { code: 'conversation_full', message: 'This conversation is full.' } }),
    });
    const { user, input } = await renderPanel();
    await user.type(input(), 'hello{Enter}');
    expect(await screen.findByText('This conversation is full.')).toBeInTheDocument();
  });

  it('reopens the last conversation when the panel opens, with numbered cards and a rendered list', async () => {
    history();
    await renderPanel();
    const log = screen.getByRole('log', { name: 'Conversation' });
    expect(within(log).getByText('Two things worked:')).toBeInTheDocument();
    const item = within(log)
      .getByText(/Buddies for every starter/)
      .closest('li')!;
    expect(item.parentElement!.tagName).toBe('UL');
    expect(item).toHaveTextContent('Buddies for every starter 1');
    expect(within(item).getByRole('img', { name: 'source 1' })).toBeInTheDocument();
    const cited = within(log).getByRole('list', { name: 'Cited items' });
    expect(
      within(cited)
        .getAllByRole('img')
        .map((m) => m.textContent),
    ).toEqual(['1', '2']);
    expect(
      within(cited)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([caseCard.title, guideCard.title]);
  });

  it('keeps a new conversation started while the last one was still reopening', async () => {
    let release: () => void = () => {};
    const hold = new Promise<void>((r) => (release = r));
    const api = history();
    const list = api.fetchMock.getMockImplementation()!;
    api.fetchMock.mockImplementation(async (input, init) => {
      if (String(input).endsWith('/api/assistant/conversations')) await hold;
      return list(input, init);
    });
    const store = createChatStore();
    const { user } = renderAt(<AssistantPanel open onOpenChange={() => {}} store={store} />, { path: '/' });
    expect(await screen.findByTestId('conversation-loading')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New conversation' }));
    release();
    await waitFor(() => expect(api.callsTo('GET', '/api/assistant/conversations')).toHaveLength(1));
    await waitFor(() => expect(store.getState().restoring).toBe(false));
    expect(screen.getByRole('button', { name: 'Get strategic advice' })).toBeInTheDocument();
    expect(screen.queryByText('Two things worked:')).not.toBeInTheDocument();
  });

  it('renders the Markdown subset as elements, never markup from the text', async () => {
    history({
      content:
        '**Bold** <script>alert(1)</script> <b>tag</b> [bad](javascript:alert(1)) [search](/search?q=x) [1]',
    });
    await renderPanel();
    const log = screen.getByRole('log', { name: 'Conversation' });
    expect(log.querySelector('script')).toBeNull();
    expect(log.querySelector('b')).toBeNull();
    expect(within(log).getByText('Bold').tagName).toBe('STRONG');
    expect(
      within(log).getByText(/<script>alert\(1\)<\/script> <b>tag<\/b> \[bad\]\(javascript:alert\(1\)\)/),
    ).toBeInTheDocument();
    expect(within(log).getByRole('link', { name: 'search' })).toHaveAttribute('href', '/search?q=x');
    expect(within(log).queryByRole('link', { name: 'bad' })).not.toBeInTheDocument();
  });

  it('lists conversations with dates, deletes one, and clears history only after asking', async () => {
    const api = history();
    const { user } = await renderPanel();
    await user.click(screen.getByRole('button', { name: 'History' }));
    const list = await screen.findByRole('list', { name: 'Conversations' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText(/^1 Jan 2026,/)).toBeInTheDocument();

    // Deleting the open conversation starts a fresh one.
    await user.click(within(list).getByRole('button', { name: 'Delete “Onboarding at scale”' }));
    await waitFor(() =>
      expect(api.callsTo('DELETE', `/api/assistant/conversations/${CONVERSATION}`)).toHaveLength(1),
    );
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Clear history' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Clear your history?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('DELETE', '/api/assistant/conversations')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Clear history' }));
    await user.click(await screen.findByRole('button', { name: 'Delete all conversations' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/api/assistant/conversations')).toHaveLength(1));
    expect(await screen.findByText('No conversations yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to chat' }));
    expect(screen.getByRole('button', { name: 'Suggest a resource' })).toBeInTheDocument();
  });

  it('takes a thumbs down with a note and an opt-in to share the question', async () => {
    const api = history();
    const { user } = await renderPanel();
    await user.click(screen.getByRole('button', { name: 'Not helpful' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/assistant/messages/a1/feedback')).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Not helpful' })).toHaveAttribute('aria-pressed', 'true');
    await user.type(
      screen.getByLabelText('What was missing or wrong? (optional)'),
      'Nothing on remote teams',
    );
    await user.click(screen.getByRole('checkbox', { name: /Share my question with this note/ }));
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Thanks for your feedback.')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/assistant/messages/a1/feedback').map((c) => c.body)).toEqual([
      { rating: 'down', note: null, shareQuestion: false },
      { rating: 'down', note: 'Nothing on remote teams', shareQuestion: true },
    ]);
  });
});

const OTHER = '5d0c1a52-6c1e-4f2e-9a51-0c6f5b1d2e99';

/** A member with two stored conversations; the newest holds a numbered answer with a list. */
function history(answerOver: { content?: string } = {}) {
  let items = [
    {
      id: CONVERSATION,
      title: 'Onboarding at scale',
      messageCount: 2,
      createdAt: '2026-01-01T10:00:00Z',
      updatedAt: '2026-01-01T10:00:00Z',
    },
    {
      id: OTHER,
      title: 'Coaching',
      messageCount: 2,
      createdAt: '2025-12-01T10:00:00Z',
      updatedAt: '2025-12-01T10:00:00Z',
    },
  ];
  return mockApi({
    'GET /api/assistant/conversations': () => jsonResponse(200, { items }),
    [`GET /api/assistant/conversations/${CONVERSATION}`]: () =>
      jsonResponse(200, {
        id: CONVERSATION,
        title: 'Onboarding at scale',
        messages: [
          {
            id: 'u1',
            role: 'user',
            content: 'Onboarding at scale',
            followUps: null,
            citations: [],
            notice: null,
            timestamp: '2026-01-01T10:00:00Z',
            feedback: null,
          },
          {
            id: 'a1',
            role: 'assistant',
            content: 'Two things worked:\n- Buddies for every starter [1]\n- A checklist [2]',
            followUps: null,
            citations: [caseCard, guideCard],
            notice: null,
            timestamp: '2026-01-01T10:00:01Z',
            feedback: null,
            ...answerOver,
          },
        ],
      }),
    [`DELETE /api/assistant/conversations/${CONVERSATION}`]: () => {
      items = items.filter((c) => c.id !== CONVERSATION);
      return jsonResponse(200, { deleted: 1 });
    },
    'DELETE /api/assistant/conversations': () => {
      items = [];
      return jsonResponse(200, { deleted: 1 });
    },
    'PUT /api/assistant/messages/a1/feedback': (call) => {
      const body = call.body as { rating: string; note: string | null; shareQuestion: boolean };
      return jsonResponse(200, { rating: body.rating, note: body.note, shared: body.shareQuestion });
    },
  });
}

describe('the floating button', () => {
  it('loads the panel on demand, and gives focus back when it closes', async () => {
    mockApi({});
    const { user } = renderAt(<AssistantButton />, { path: '/' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open Your L&D assistant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your L&D assistant' });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Message' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Open Your L&D assistant' })).toHaveFocus(),
    );
  });
});
