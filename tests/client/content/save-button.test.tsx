import { SaveButton } from '@client/features/library/save-button';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderAt } from './support';

function deferred() {
  let resolve: (r: Response) => void = () => {};
  const promise = new Promise<Response>((r) => (resolve = r));
  return { promise, resolve };
}

describe('save button', () => {
  it('saves optimistically, ignores presses in flight, toasts and refreshes content and library queries', async () => {
    const answer = deferred();
    const api = mockApi({ 'POST /api/saved': () => answer.promise });
    const { user, queryClient } = renderAt(
      <SaveButton resourceId="res_700" isSaved={false} title="Onboarding" />,
    );
    queryClient.setQueryData(['content', 'list', 'resources', {}], { items: [] });
    queryClient.setQueryData(['library', 'saved'], []);
    queryClient.setQueryData(['roadmap'], []);

    const button = screen.getByRole('button', { name: 'Save “Onboarding”' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await user.click(button);

    expect(button).toHaveAttribute('aria-pressed', 'true');
    // In flight: marked, not disabled, so it keeps keyboard focus; further presses do nothing.
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toBeEnabled();
    expect(button).toHaveFocus();
    await user.click(button);
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(api.callsTo('POST', '/api/saved')).toEqual([
      { method: 'POST', path: '/api/saved', body: { resourceId: 'res_700' } },
    ]);
    expect(api.callsTo('DELETE', '/api/saved/res_700')).toEqual([]);

    answer.resolve(jsonResponse(201, { saved: true }));
    expect(await screen.findByText('Saved successfully')).toBeInTheDocument();
    expect(screen.getByText('Item has been saved to your library.')).toBeInTheDocument();
    await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(button).toHaveFocus();
    expect(queryClient.getQueryState(['content', 'list', 'resources', {}])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['library', 'saved'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['roadmap'])?.isInvalidated).toBe(false);
  });

  it('sends one call for two presses in a row', async () => {
    const answer = deferred();
    const api = mockApi({ 'POST /api/saved': () => answer.promise });
    renderAt(<SaveButton resourceId="res_701" isSaved={false} title="Twice" />);
    const button = screen.getByRole('button', { name: 'Save “Twice”' });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(api.callsTo('POST', '/api/saved')).toHaveLength(1));
    // Whatever the two presses started has run (pending promises settled): still one call.
    await act(async () => {});
    expect(api.callsTo('POST', '/api/saved')).toHaveLength(1);
    expect(api.callsTo('DELETE', '/api/saved/res_701')).toEqual([]);
    expect(button).toHaveAttribute('aria-disabled', 'true');

    // Once the answer is in, the button takes presses again.
    answer.resolve(jsonResponse(201, { saved: true }));
    await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));
    mockApi({ 'DELETE /api/saved/res_701': () => jsonResponse(200, { removed: true }) });
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'false');
  });

  it('reverts and says so when saving fails', async () => {
    mockApi({ 'POST /api/saved': () => jsonResponse(500, { error: { code: 'internal', message: 'boom' } }) });
    const { user } = renderAt(<SaveButton resourceId="res_700" isSaved={false} title="Onboarding" />);
    const button = screen.getByRole('button', { name: 'Save “Onboarding”' });
    await user.click(button);

    expect(await screen.findByText('Failed to save item. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));
  });

  it('removes a saved item with DELETE and toasts', async () => {
    const api = mockApi({ 'DELETE /api/saved/res_7%2F1': () => jsonResponse(200, { removed: true }) });
    const { user } = renderAt(<SaveButton resourceId="res_7/1" isSaved title="Saved one" />);
    const button = screen.getByRole('button', { name: 'Save “Saved one”' });
    expect(button).toHaveAttribute('aria-pressed', 'true');
    await user.click(button);

    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(await screen.findByText('Removed')).toBeInTheDocument();
    expect(screen.getByText('Item has been removed from your saved items.')).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/api/saved/res_7%2F1')).toHaveLength(1);
  });

  it('reverts and says so when removing fails', async () => {
    mockApi({
      'DELETE /api/saved/res_9': () => jsonResponse(503, { error: { code: 'unavailable', message: 'down' } }),
    });
    const { user } = renderAt(<SaveButton resourceId="res_9" isSaved title="Keep me" />);
    const button = screen.getByRole('button', { name: 'Save “Keep me”' });
    await user.click(button);
    expect(await screen.findByText('Failed to remove item. Please try again.')).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-pressed', 'true');
  });
});
