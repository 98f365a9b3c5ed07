import { unsentKey } from '@client/features/assessment/answer-queue';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  answersFor,
  itemId,
  makeBank,
  makeInstance,
  makeResults,
  ME_ID,
  TEAMMATE_ID,
  uuid,
} from './assessment-fixtures';
import { type ApiCall, jsonResponse, makeMe, mockApi, renderApp } from './support/app';

const INSTANCES = '/api/assessment/instances';
const saved = (call: ApiCall) => {
  const [, , , , instanceId, , item] = call.path.split('/');
  return jsonResponse(200, {
    instanceId,
    itemId: item,
    value: (call.body as { value: number }).value,
    answered: 1,
    total: 30,
  });
};

function deferred<T>() {
  let resolve: (v: T) => void = () => {};
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const step = () => screen.getByTestId('wizard-step');
const fieldset = (name: string) => screen.getByRole('group', { name: new RegExp(name) });
const choose = async (user: ReturnType<typeof renderApp>['user'], prompt: string, label: string) =>
  user.click(within(fieldset(prompt)).getByRole('radio', { name: label }));

beforeEach(() => localStorage.clear());

describe('/ld-assessment wizard', () => {
  it('starts a first self-assessment only when the member presses Start, on step 1: Back disabled, Next only once the step is answered', async () => {
    const api = mockApi({
      'GET /api/me': () => jsonResponse(200, makeMe()),
      'GET /api/assessment': () => jsonResponse(200, makeBank()),
      [`POST ${INSTANCES}`]: () => jsonResponse(200, makeInstance()),
      [`PUT ${INSTANCES}/${uuid(9000)}/responses/${itemId(0, 0)}`]: saved,
      [`PUT ${INSTANCES}/${uuid(9000)}/responses/${itemId(0, 1)}`]: saved,
    });
    const { user } = renderApp('/ld-assessment');

    const start = await screen.findByRole('button', { name: 'Start the self-assessment' });
    expect(screen.getByTestId('mode-badge')).toHaveTextContent('Self assessment');
    // Opening the page starts nothing.
    expect(api.callsTo('POST', INSTANCES)).toHaveLength(0);
    await user.click(start);
    expect(await screen.findByText('Step 1 of 15')).toBeInTheDocument();
    expect(api.callsTo('POST', INSTANCES).map((c) => c.body)).toEqual([{ mode: 'self' }]);
    // The first step's heading takes the focus the Start button had.
    expect(screen.getByRole('heading', { level: 2, name: 'Knowing the Business' })).toHaveFocus();
    expect(screen.getByRole('heading', { level: 2, name: 'Knowing the Business' })).toBeInTheDocument();
    expect(screen.getByText('Strategizing')).toBeInTheDocument();

    const back = screen.getByRole('button', { name: 'Back' });
    const next = screen.getByRole('button', { name: /Next/ });
    expect(back).toBeDisabled();
    expect(next).toBeDisabled();
    expect(screen.getByText('Answer every statement on this step to continue.')).toBeInTheDocument();

    // The scale is a real radio group per statement, with the five labels.
    const first = fieldset('Knowing the Business statement 1');
    expect(
      within(first)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['Strongly disagree', 'Disagree', 'Neither agree nor disagree', 'Agree', 'Strongly agree']);

    await choose(user, 'Knowing the Business statement 1', 'Agree');
    expect(next).toBeDisabled();
    await choose(user, 'Knowing the Business statement 2', 'Strongly agree');
    expect(next).toBeEnabled();
    expect(api.callsTo('PUT', `${INSTANCES}/${uuid(9000)}/responses/${itemId(0, 0)}`)[0]?.body).toEqual({
      value: 4,
    });

    await user.click(next);
    expect(step()).toHaveTextContent('Step 2 of 15');
    expect(screen.getByRole('heading', { level: 2, name: 'Shaping the Strategy' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Back' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(step()).toHaveTextContent('Step 1 of 15');
    expect(
      within(fieldset('Knowing the Business statement 1')).getByRole('radio', { name: 'Agree' }),
    ).toBeChecked();
  });

  it('reuses the open self-assessment and resumes at its first unanswered step', async () => {
    const open = makeInstance(answersFor(3, 2, { [itemId(3, 0)]: 2 }));
    const api = mockApi({
      'GET /api/me': () => jsonResponse(200, makeMe()),
      'GET /api/assessment': () => jsonResponse(200, makeBank({ selfInstance: open })),
    });
    renderApp('/ld-assessment');

    expect(await screen.findByText('Step 4 of 15')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Understanding Stakeholders' })).toBeInTheDocument();
    expect(screen.getByText('7 of 30 statements answered')).toBeInTheDocument();
    expect(
      within(fieldset('Understanding Stakeholders statement 1')).getByRole('radio', { name: 'Disagree' }),
    ).toBeChecked();
    expect(screen.getByRole('button', { name: 'Back' })).toBeEnabled();
    expect(screen.getByRole('button', { name: /Next/ })).toBeDisabled();
    // The bank carried it: nothing started.
    expect(api.callsTo('POST', INSTANCES)).toHaveLength(0);
  });

  it('shows each answer at once, "Saving…" while it travels, then "Saved"', async () => {
    const answer = deferred<Response>();
    mockApi({
      'GET /api/me': () => jsonResponse(200, makeMe()),
      'GET /api/assessment': () => jsonResponse(200, makeBank({ selfInstance: makeInstance() })),
      [`PUT ${INSTANCES}/${uuid(9000)}/responses/${itemId(0, 0)}`]: () => answer.promise,
    });
    const { user } = renderApp('/ld-assessment');
    await screen.findByText('Step 1 of 15');

    await choose(user, 'Knowing the Business statement 1', 'Agree');
    const group = fieldset('Knowing the Business statement 1');
    expect(within(group).getByRole('radio', { name: 'Agree' })).toBeChecked();
    expect(within(group).getByText('Saving…')).toBeInTheDocument();
    expect(screen.getByTestId('save-summary')).toHaveTextContent('Saving…');

    answer.resolve(
      jsonResponse(200, { instanceId: uuid(9000), itemId: itemId(0, 0), value: 4, answered: 1, total: 30 }),
    );
    expect(await within(group).findByText('Saved')).toBeInTheDocument();
    expect(screen.getByTestId('save-summary')).toHaveTextContent('All answers saved');
  });

  it('keeps an answer the network lost, says so, and sends it again', async () => {
    let online = false;
    const api = mockApi({
      'GET /api/me': () => jsonResponse(200, makeMe()),
      'GET /api/assessment': () => jsonResponse(200, makeBank({ selfInstance: makeInstance() })),
      [`PUT ${INSTANCES}/${uuid(9000)}/responses/${itemId(0, 0)}`]: (call) => {
        if (!online) throw new TypeError('Failed to fetch');
        return saved(call);
      },
    });
    const { user } = renderApp('/ld-assessment');
    await screen.findByText('Step 1 of 15');

    await choose(user, 'Knowing the Business statement 1', 'Strongly agree');
    const group = fieldset('Knowing the Business statement 1');
    expect(
      await within(group).findByText(/Not saved yet: we keep your answer and try again/),
    ).toBeInTheDocument();
    // The choice stays, and it is kept on this device until the server takes it.
    expect(within(group).getByRole('radio', { name: 'Strongly agree' })).toBeChecked();
    expect(screen.getByTestId('save-summary')).toHaveTextContent(
      '1 answer is not saved yet: the connection seems to be down.',
    );
    expect(JSON.parse(localStorage.getItem(unsentKey(uuid(9000)))!)).toEqual({ [itemId(0, 0)]: 5 });

    online = true;
    await user.click(within(screen.getByTestId('save-summary')).getByRole('button', { name: 'Retry now' }));
    expect(await within(group).findByText('Saved')).toBeInTheDocument();
    expect(screen.getByTestId('save-summary')).toHaveTextContent('All answers saved');
    expect(localStorage.getItem(unsentKey(uuid(9000)))).toBeNull();
    const puts = api.callsTo('PUT', `${INSTANCES}/${uuid(9000)}/responses/${itemId(0, 0)}`);
    expect(puts.length).toBeGreaterThanOrEqual(2);
    expect(puts.every((c) => (c.body as { value: number }).value === 5)).toBe(true);
  });

  it('sends answers left unsent by an earlier visit', async () => {
    localStorage.setItem(unsentKey(uuid(9000)), JSON.stringify({ [itemId(0, 1)]: 3 }));
    const api = mockApi({
      'GET /api/me': () => jsonResponse(200, makeMe()),
      'GET /api/assessment': () =>
        jsonResponse(200, makeBank({ selfInstance: makeInstance({ [itemId(0, 0)]: 4 }) })),
      [`PUT ${INSTANCES}/${uuid(9000)}/responses/${itemId(0, 1)}`]: saved,
    });
    renderApp('/ld-assessment');
    await screen.findByText('Step 1 of 15');
    expect(
      within(fieldset('Knowing the Business statement 2')).getByRole('radio', {
        name: 'Neither agree nor disagree',
      }),
    ).toBeChecked();
    await waitFor(() =>
      expect(api.callsTo('PUT', `${INSTANCES}/${uuid(9000)}/responses/${itemId(0, 1)}`)[0]?.body).toEqual({
        value: 3,
      }),
    );
    expect(screen.getByRole('button', { name: /Next/ })).toBeEnabled();
  });

  it('says so when an answer is refused because the assessment was submitted', async () => {
    mockApi({
      'GET /api/me': () => jsonResponse(200, makeMe()),
      'GET /api/assessment': () => jsonResponse(200, makeBank({ selfInstance: makeInstance() })),
      [`PUT ${INSTANCES}/${uuid(9000)}/responses/${itemId(0, 0)}`]: () =>
        jsonResponse(409, {
          error: {
            code: 'already_submitted',
            message: 'This assessment has been submitted and can no longer be changed',
          },
        }),
    });
    const { user } = renderApp('/ld-assessment');
    await screen.findByText('Step 1 of 15');
    await choose(user, 'Knowing the Business statement 1', 'Agree');
    expect(
      await within(screen.getByTestId('save-summary')).findByText(
        /This assessment has been submitted and can no longer be changed/,
      ),
    ).toBeInTheDocument();
  });

  it('offers Submit on the last step only once every statement is answered, and names a 422', async () => {
    const lastMissing = answersFor(14, 2, { [itemId(14, 0)]: 4 });
    const api = mockApi({
      'GET /api/me': () => jsonResponse(200, makeMe()),
      'GET /api/assessment': () => jsonResponse(200, makeBank({ selfInstance: makeInstance(lastMissing) })),
      [`PUT ${INSTANCES}/${uuid(9000)}/responses/${itemId(14, 1)}`]: saved,
      [`POST ${INSTANCES}/${uuid(9000)}/submit`]: () =>
        jsonResponse(422, {
          error: { code: 'incomplete', message: 'Submit failed: 2 items are unanswered', unanswered: 2 },
        }),
    });
    const { user } = renderApp('/ld-assessment');
    expect(await screen.findByText('Step 15 of 15')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Next/ })).not.toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    expect(screen.getByText('1 statement is still unanswered.')).toBeInTheDocument();

    await choose(user, 'Empowering People statement 2', 'Agree');
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('Submit failed: 2 items are unanswered');
    expect(api.callsTo('POST', `${INSTANCES}/${uuid(9000)}/submit`)).toHaveLength(1);
    // The button was never disabled while the submission was sent: it still has focus, to try again.
    expect(submit).toHaveFocus();
    expect(submit).not.toHaveAttribute('aria-disabled');
  });

  it('keeps focus on Submit and ignores presses while the submission is sent', async () => {
    const answer = deferred<Response>();
    const api = mockApi({
      'GET /api/me': () => jsonResponse(200, makeMe()),
      'GET /api/assessment': () =>
        jsonResponse(200, makeBank({ selfInstance: makeInstance(answersFor(15)) })),
      [`POST ${INSTANCES}/${uuid(9000)}/submit`]: () => answer.promise,
    });
    const { user } = renderApp('/ld-assessment');
    const submit = await screen.findByRole('button', { name: 'Submit' });
    await user.click(submit);
    expect(await screen.findByRole('button', { name: 'Submitting…' })).toBe(submit);
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    expect(submit).toBeEnabled();
    expect(submit).toHaveFocus();
    await user.click(submit);
    await user.keyboard('{Enter}');
    expect(api.callsTo('POST', `${INSTANCES}/${uuid(9000)}/submit`)).toHaveLength(1);
    answer.resolve(jsonResponse(503, { error: { code: 'unavailable', message: 'Try again later' } }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(submit).toHaveFocus();
  });

  it('goes to the results after a self submit', async () => {
    let submitted = false;
    mockApi({
      'GET /api/me': () => jsonResponse(200, makeMe()),
      'GET /api/assessment': () =>
        jsonResponse(
          200,
          submitted
            ? makeBank({ hasResults: true })
            : makeBank({ selfInstance: makeInstance(answersFor(15)) }),
        ),
      [`POST ${INSTANCES}/${uuid(9000)}/submit`]: () => {
        submitted = true;
        return jsonResponse(200, {
          id: uuid(9000),
          mode: 'self',
          subjectId: ME_ID,
          submittedAt: '2026-03-04T10:00:00.000Z',
          alreadySubmitted: false,
        });
      },
      'GET /api/assessment/results': () => jsonResponse(200, makeResults()),
    });
    const { user, location } = renderApp('/ld-assessment?redo=self');
    expect(await screen.findByTestId('mode-badge')).toHaveTextContent('Redo self-assessment');
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: 'Key skills' })).toBeInTheDocument();
    expect(location()).toBe('/ld-assessment');
    expect(await screen.findByText('Assessment submitted')).toBeInTheDocument();
    // The Submit button is gone; focus is on the page's main area, not lost to the document.
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('starts no new self-assessment after a submit, however late the bank is read again', async () => {
    // The redo the member asked for is started once; after its submit the bank is read again,
    // slowly: nothing may start another (empty) self-assessment meanwhile or after.
    let submitted = false;
    const refetch = deferred<Response>();
    const api = mockApi({
      'GET /api/me': () => jsonResponse(200, makeMe()),
      'GET /api/assessment': () =>
        submitted ? refetch.promise : jsonResponse(200, makeBank({ hasResults: true })),
      [`POST ${INSTANCES}`]: () => jsonResponse(200, makeInstance(answersFor(15))),
      [`POST ${INSTANCES}/${uuid(9000)}/submit`]: () => {
        submitted = true;
        return jsonResponse(200, {
          id: uuid(9000),
          mode: 'self',
          subjectId: ME_ID,
          submittedAt: '2026-03-04T10:00:00.000Z',
          alreadySubmitted: false,
        });
      },
      'GET /api/assessment/results': () => jsonResponse(200, makeResults()),
    });
    const { user } = renderApp('/ld-assessment?redo=self');
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(api.callsTo('POST', INSTANCES)).toHaveLength(1);
    expect(await screen.findByText('Assessment submitted')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET', '/api/assessment').length).toBeGreaterThanOrEqual(2));
    expect(api.callsTo('POST', INSTANCES)).toHaveLength(1);
    refetch.resolve(jsonResponse(200, makeBank({ hasResults: true })));
    expect(await screen.findByRole('heading', { name: 'Key skills' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Redo self-assessment/ })).toBeInTheDocument();
    expect(screen.queryByText(/Continue your self-assessment/)).not.toBeInTheDocument();
    expect(api.callsTo('POST', INSTANCES)).toHaveLength(1);
  });

  it('rates a teammate (peer mode) and returns to My Team after submitting', async () => {
    const peer = makeInstance(answersFor(15), {
      id: uuid(9100),
      mode: 'peer',
      subject: { id: TEAMMATE_ID, name: 'Ben Carter', firstName: 'Ben' },
    });
    const api = mockApi({
      'GET /api/me': () => jsonResponse(200, makeMe()),
      'GET /api/assessment': () => jsonResponse(200, makeBank({ hasResults: true })),
      [`POST ${INSTANCES}`]: () => jsonResponse(200, peer),
      [`POST ${INSTANCES}/${uuid(9100)}/submit`]: () =>
        jsonResponse(200, {
          id: uuid(9100),
          mode: 'peer',
          subjectId: TEAMMATE_ID,
          submittedAt: '2026-03-04T10:00:00.000Z',
          alreadySubmitted: false,
        }),
      'GET /api/team': () => jsonResponse(200, { team: null, members: [] }),
    });
    const { user, location } = renderApp(`/ld-assessment?rate=${TEAMMATE_ID}&name=Ben%20Carter`);
    expect(await screen.findByTestId('mode-badge')).toHaveTextContent('Rating a teammate');
    expect(
      await screen.findByRole('heading', { level: 1, name: /^You are rating Ben Carter/ }),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', INSTANCES).map((c) => c.body)).toEqual([
      { mode: 'peer', subjectId: TEAMMATE_ID },
    ]);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(location()).toBe('/my-team'));
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('words every statement about the teammate rated, and names them from the server, not the link', async () => {
    const peer = makeInstance(
      {},
      { id: uuid(9100), mode: 'peer', subject: { id: TEAMMATE_ID, name: 'Ben Ortiz', firstName: 'Ben' } },
    );
    mockApi({
      'GET /api/me': () => jsonResponse(200, makeMe()),
      'GET /api/assessment': () => jsonResponse(200, makeBank({ hasResults: true })),
      [`POST ${INSTANCES}`]: () => jsonResponse(200, peer),
    });
    renderApp(`/ld-assessment?rate=${TEAMMATE_ID}&name=Someone%20Else`);
    const heading = await screen.findByRole('heading', { level: 1, name: /^You are rating Ben Ortiz/ });
    expect(within(heading).getByTestId('mode-badge')).toHaveTextContent('Rating a teammate');
    expect(screen.queryByText(/Someone Else/)).not.toBeInTheDocument();
    // Third person, with the first name; never the self wording.
    expect(fieldset('Ben: Knowing the Business statement 1.')).toBeInTheDocument();
    expect(fieldset('Ben: Knowing the Business statement 2.')).toBeInTheDocument();
    const legends = screen.getAllByRole('group').map((g) => g.querySelector('legend')?.textContent);
    expect(legends).toEqual([
      'Statement 1: Ben: Knowing the Business statement 1.',
      'Statement 2: Ben: Knowing the Business statement 2.',
    ]);
  });

  it('refuses a peer link without a member id, without asking the server', async () => {
    const api = mockApi({
      'GET /api/me': () => jsonResponse(200, makeMe()),
      'GET /api/assessment': () => jsonResponse(200, makeBank()),
    });
    renderApp('/ld-assessment?rate=not-a-uuid');
    expect(await screen.findByText('This assessment link is not valid')).toBeInTheDocument();
    expect(screen.getByText(/the rate parameter must be a member id/)).toBeInTheDocument();
    expect(api.callsTo('POST', INSTANCES)).toHaveLength(0);
  });

  it('refuses a results link whose user is not a member id', async () => {
    mockApi({ 'GET /api/me': () => jsonResponse(200, makeMe()) });
    renderApp('/ld-assessment?view=peer&user=42');
    expect(await screen.findByText('This assessment link is not valid')).toBeInTheDocument();
    expect(screen.getByText(/the user parameter must be a member id/)).toBeInTheDocument();
  });

  it('explains a rating that cannot start (not a teammate)', async () => {
    mockApi({
      'GET /api/me': () => jsonResponse(200, makeMe()),
      'GET /api/assessment': () => jsonResponse(200, makeBank()),
      [`POST ${INSTANCES}`]: () =>
        jsonResponse(404, {
          error: { code: 'not_found', message: 'Unknown error creating rating instance' },
        }),
    });
    renderApp(`/ld-assessment?rate=${TEAMMATE_ID}`);
    expect(await screen.findByText('Unknown error creating rating instance')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Team' })).toHaveAttribute('href', '/my-team');
  });

  it('says when there is no active assessment', async () => {
    mockApi({
      'GET /api/me': () => jsonResponse(200, makeMe()),
      'GET /api/assessment': () =>
        jsonResponse(404, { error: { code: 'no_active_assessment', message: 'No active assessment found' } }),
    });
    renderApp('/ld-assessment');
    expect(await screen.findByText('No active assessment found')).toBeInTheDocument();
  });
});
