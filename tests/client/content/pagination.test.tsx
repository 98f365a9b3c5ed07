import { Pagination } from '@client/components/content/pagination';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

function renderPagination(page: number, totalPages: number) {
  const onPageChange = vi.fn();
  const view = render(<Pagination page={page} totalPages={totalPages} onPageChange={onPageChange} />);
  const nav = screen.queryByRole('navigation', { name: 'Pagination' });
  const labels = () =>
    nav
      ? Array.from(nav.querySelectorAll('li'))
          .map((li) => li.textContent?.trim())
          .slice(1, -1)
      : [];
  return { ...view, nav, labels, onPageChange, user: userEvent.setup() };
}

describe('pagination', () => {
  it('renders nothing for a single page', () => {
    const { nav } = renderPagination(1, 1);
    expect(nav).toBeNull();
  });

  it('shows every page up to five', () => {
    const { labels } = renderPagination(2, 5);
    expect(labels()).toEqual(['1', '2', '3', '4', '5']);
  });

  it('shows the first, the last and the neighbours with ellipses beyond five', () => {
    const { labels, nav } = renderPagination(5, 10);
    expect(labels()).toEqual(['1', '…', '4', '5', '6', '…', '10']);
    // The ellipses are decoration: assistive technology hears only the page buttons.
    expect(within(nav!).getAllByRole('listitem')).toHaveLength(7);
  });

  it('marks the current page and disables Previous on the first page', async () => {
    const { nav, onPageChange, user } = renderPagination(1, 8);
    const current = within(nav!).getByRole('button', { name: 'Page 1' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(within(nav!).getByRole('button', { name: 'Page 2' })).not.toHaveAttribute('aria-current');
    expect(within(nav!).getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await user.click(within(nav!).getByRole('button', { name: 'Next page' }));
    await user.click(within(nav!).getByRole('button', { name: 'Page 8' }));
    await user.click(current);
    expect(onPageChange.mock.calls).toEqual([[2], [8]]);
  });

  it('disables Next on the last page and works from the keyboard', async () => {
    const { nav, onPageChange, user } = renderPagination(3, 3);
    expect(within(nav!).getByRole('button', { name: 'Next page' })).toBeDisabled();
    within(nav!).getByRole('button', { name: 'Page 2' }).focus();
    await user.keyboard('{Enter}');
    expect(onPageChange).toHaveBeenCalledWith(2);
  });
});
