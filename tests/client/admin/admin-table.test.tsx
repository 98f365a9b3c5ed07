import { type AdminColumn, AdminTable, type TableQuery } from '@client/features/admin/admin-table';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

interface Fruit {
  id: string;
  name: string;
  colour: string;
}
type FruitSort = 'name' | 'colour';

const COLUMNS: AdminColumn<Fruit, FruitSort>[] = [
  { header: 'Name', sort: { by: 'name', firstDir: 'asc' }, cell: (f) => f.name },
  { header: 'Colour', sort: { by: 'colour', firstDir: 'desc' }, shownFrom: 'md', cell: (f) => f.colour },
  { header: 'Notes', cell: (f) => `${f.name} notes` },
];

const FRUITS: Fruit[] = [
  { id: 'a', name: 'Apple', colour: 'red' },
  { id: 'b', name: 'Banana', colour: 'yellow' },
];

function query(over: Partial<TableQuery<Fruit>> = {}): TableQuery<Fruit> {
  return { isPending: false, isFetching: false, error: null, refetch: vi.fn(), ...over };
}

function renderTable(
  q: TableQuery<Fruit>,
  sort?: Parameters<typeof AdminTable<Fruit, FruitSort>>[0]['sort'],
) {
  return render(
    <AdminTable
      caption="Fruits"
      columns={COLUMNS}
      query={q}
      emptyText="No fruit matches these filters."
      errorText="The fruits could not be loaded."
      sort={sort}
    />,
  );
}

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('AdminTable', () => {
  it('shows a row per record under the column headers, inside a scrolling box', () => {
    renderTable(query({ data: { items: FRUITS } }));
    const table = screen.getByRole('table', { name: 'Fruits' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Colour', 'Notes']);
    for (const th of within(table).getAllByRole('columnheader')) expect(th).toHaveAttribute('scope', 'col');
    const rows = bodyRows(table);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((td) => td.textContent),
      ),
    ).toEqual([
      ['Apple', 'red', 'Apple notes'],
      ['Banana', 'yellow', 'Banana notes'],
    ]);
    // A column shown only from a width is left out below it, header and cells alike.
    expect(within(table).getByRole('columnheader', { name: /Colour/ })).toHaveClass(
      'hidden',
      'md:table-cell',
    );
    expect(within(rows[0]!).getByText('red')).toHaveClass('hidden', 'md:table-cell');
    expect(table.parentElement).toHaveClass('relative', 'overflow-x-auto');
    expect(screen.queryByText('No fruit matches these filters.')).not.toBeInTheDocument();
  });

  it('shows skeleton rows, marked busy, while the first page loads', () => {
    renderTable(query({ isPending: true, isFetching: true }));
    const table = screen.getByRole('table', { name: 'Fruits' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    const rows = bodyRows(table);
    expect(rows).toHaveLength(5);
    for (const row of rows) expect(within(row).getAllByRole('cell')).toHaveLength(3);
    expect(table.querySelectorAll('.skeleton')).toHaveLength(15);
    expect(within(table).getByText('Loading…')).toBeInTheDocument();
    expect(screen.queryByText('No fruit matches these filters.')).not.toBeInTheDocument();
  });

  it("says the page's own words across every column when nothing matches", () => {
    renderTable(query({ data: { items: [] } }));
    const cell = screen.getByRole('cell', { name: 'No fruit matches these filters.' });
    expect(cell).toHaveAttribute('colspan', '3');
    expect(bodyRows(screen.getByRole('table'))).toHaveLength(1);
  });

  it('shows the error instead of the table, and Try again fetches again', async () => {
    const refetch = vi.fn();
    renderTable(query({ error: new Error('Server down.'), refetch }));
    expect(screen.getByRole('alert')).toHaveTextContent('The fruits could not be loaded. Server down.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('keeps the rows it has when a later fetch fails', () => {
    renderTable(query({ data: { items: FRUITS }, error: new Error('Server down.') }));
    expect(screen.getByRole('alert')).toHaveTextContent('Server down.');
    expect(bodyRows(screen.getByRole('table'))).toHaveLength(2);
  });

  it('sorts by a header: the first click gives its first direction, the next one turns it round', async () => {
    const user = userEvent.setup();
    const onSort = vi.fn();
    const { rerender } = renderTable(query({ data: { items: FRUITS } }), { by: 'name', dir: 'asc', onSort });
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: /Colour/ })).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: 'Notes' })).not.toHaveAttribute('aria-sort');
    expect(within(screen.getByRole('columnheader', { name: 'Notes' })).queryByRole('button')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(onSort).toHaveBeenLastCalledWith('name', 'desc');
    await user.click(screen.getByRole('button', { name: 'Colour' }));
    expect(onSort).toHaveBeenLastCalledWith('colour', 'desc');

    // Asked to, the buttons also say the order in their names.
    rerender(
      <AdminTable
        caption="Fruits"
        columns={COLUMNS}
        query={query({ data: { items: FRUITS } })}
        emptyText="No fruit matches these filters."
        errorText="The fruits could not be loaded."
        sort={{ by: 'colour', dir: 'desc', onSort, stateInName: true }}
      />,
    );
    expect(screen.getByRole('button', { name: 'Colour, sorted descending' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Name, sort' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Colour, sorted descending' }));
    expect(onSort).toHaveBeenLastCalledWith('colour', 'asc');
  });

  it('takes rows the page already holds, and can say a header only to screen readers', () => {
    const columns: AdminColumn<Fruit>[] = [
      { header: 'Name', cell: (f) => f.name },
      { header: 'Actions', headerHidden: true, cell: (f) => <button type="button">Eat {f.name}</button> },
    ];
    const { rerender } = render(
      <AdminTable caption="Fruits" columns={columns} rows={FRUITS} emptyText="No fruit yet." />,
    );
    const table = screen.getByRole('table', { name: 'Fruits' });
    expect(table).not.toHaveAttribute('aria-busy', 'true');
    const actions = within(table).getByRole('columnheader', { name: 'Actions' });
    expect(within(actions).getByText('Actions')).toHaveClass('sr-only');
    expect(bodyRows(table).map((r) => r.textContent)).toEqual(['AppleEat Apple', 'BananaEat Banana']);
    // The hidden header is clipped with the table when it scrolls, not left sticking out.
    expect(table.parentElement).toHaveClass('relative', 'overflow-x-auto');

    rerender(<AdminTable caption="Fruits" columns={columns} rows={[]} emptyText="No fruit yet." />);
    expect(screen.getByRole('cell', { name: 'No fruit yet.' })).toHaveAttribute('colspan', '2');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
