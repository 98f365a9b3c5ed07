import { AssistantButton } from '@client/app/shell/assistant-button';
import AssistantPanel from '@client/features/assistant/assistant-panel';
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

function renderPanel() {
  const store = createChatStore();
  const view = renderAt(<AssistantPanel open onOpenChange={() => {}} store={store} />, { path: '/' });
  return { ...view, store, input: () => screen.getByRole('textbox', { name: 'Message' }) };
}

describe('the assistant panel', () => {
  it('greets with the two actions, names itself and shows the privacy banner', async () => {
    mockApi({});
    renderPanel();
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
    const { user } = renderPanel();
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
    const { user, input } = renderPanel();
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
    const { user, input } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Suggest a resource' }));
    await user.type(input(), 'onboarding{Enter}');
    await screen.findByText('Here is one.');
    await user.type(input(), 'not sure, what about coaching?{Enter}');
    expect(await screen.findByText('Coaching works when managers practise [1].')).toBeInTheDocument();
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
        api.calls.filter((c) => c.path === '/api/assistant/ask').length === 1
          ? sseResponse(answer('Start with a buddy and weekly clinics [1].'), { hold })
          : sseResponse(answer('They tracked time to competence [1].')),
    });
    const { user, input } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Get strategic advice' }));
    await user.type(input(), 'Onboarding at scale{Enter}');
    // Words appear before the answer ends; the input waits, saying so, and keeps focus (it is
    // marked, not disabled): typing and Enter do nothing meanwhile.
    expect(await screen.findByText('Start with a buddy and weekly clinics [1].')).toBeInTheDocument();
    expect(input()).toHaveAttribute('aria-disabled', 'true');
    expect(input()).toHaveAttribute('readonly');
    expect(input()).toBeEnabled();
    expect(input()).toHaveFocus();
    expect(input()).toHaveAttribute('placeholder', THINKING);
    await user.type(input(), 'more{Enter}');
    expect(input()).toHaveValue('');
    expect(api.calls).toHaveLength(1);
    const cited = screen.getByRole('list', { name: 'Cited items' });
    expect(
      within(cited).getByRole('link', { name: 'Open “Cutting time-to-competence”' }),
    ).toBeInTheDocument();
    release();
    const followUps = await screen.findByRole('list', { name: 'Follow-up questions' });
    expect(input()).not.toHaveAttribute('aria-disabled');
    expect(input()).not.toHaveAttribute('readonly');
    expect(input()).toHaveFocus();
    expect(api.calls[0]!.body).toEqual({
      message: 'Get strategic advice: Onboarding at scale',
      conversationId: null,
      actionType: 'get_strategic_advice',
    });
    // A follow-up sends itself; the buttons go while the answer comes, and focus moves to the box.
    await user.click(within(followUps).getByRole('button', { name: 'How did they measure it?' }));
    expect(input()).toHaveFocus();
    expect(await screen.findByText('They tracked time to competence [1].')).toBeInTheDocument();
    expect(api.calls[1]!.body).toMatchObject({
      message: 'How did they measure it?',
      conversationId: CONVERSATION,
    });
  });

  it('sends on Enter, adds a line on Shift+Enter, and never sends a blank message', async () => {
    const api = mockApi({ 'POST /api/assistant/ask': () => sseResponse(answer('Fine answer here.')) });
    const { user, input } = renderPanel();
    await user.type(input(), '   {Enter}');
    await user.type(input(), 'line one{Shift>}{Enter}{/Shift}line two');
    expect(input()).toHaveValue('   line one\nline two');
    expect(api.calls).toHaveLength(0);
    await user.keyboard('{Enter}');
    await screen.findByText('Fine answer here.');
    expect(api.calls[0]!.body).toMatchObject({ message: 'line one\nline two' });
  });

  it('shows the two failure messages of the spec', async () => {
    mockApi({
      'POST /api/assistant/ask': () => jsonResponse(500, { error: { code: 'internal', message: 'boom' } }),
      'POST /api/assistant/suggest': () =>
        jsonResponse(500, { error: { code: 'internal', message: 'boom' } }),
    });
    const { user, input } = renderPanel();
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
    const { user, input } = renderPanel();
    await user.type(input(), 'hello{Enter}');
    expect(await screen.findByText('This conversation is full.')).toBeInTheDocument();
  });

  it('lists the history, opens a conversation and clears it', async () => {
    const api = mockApi({
      'GET /api/assistant/conversations': () =>
        jsonResponse(200, {
          items: [
            {
              id: CONVERSATION,
              title: 'Onboarding at scale',
              messageCount: 2,
              updatedAt: '2026-01-01T00:00:00Z',
            },
          ],
        }),
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
              timestamp: '2026-01-01T00:00:00Z',
            },
            {
              id: 'a1',
              role: 'assistant',
              content: 'Stored answer.',
              followUps: null,
              citations: [caseCard],
              notice: null,
              timestamp: '2026-01-01T00:00:01Z',
            },
          ],
        }),
      'DELETE /api/assistant/conversations': () => jsonResponse(200, { deleted: 1 }),
    });
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'History' }));
    await user.click(await screen.findByRole('button', { name: 'Onboarding at scale' }));
    expect(await screen.findByText('Stored answer.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'History' }));
    await user.click(await screen.findByRole('button', { name: 'Clear history' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/api/assistant/conversations')).toHaveLength(1));
    expect(await screen.findByText('No conversations yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to chat' }));
    expect(screen.getByRole('button', { name: 'Suggest a resource' })).toBeInTheDocument();
  });
});

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
