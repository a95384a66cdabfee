import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DataExplorer, type DataExplorerProps } from './DataExplorer.js';

const columns = [
  { id: 'region', label: 'Region', type: 'string' as const },
  { id: 'sales', label: 'Sales', type: 'number' as const },
];

function props(over: Partial<DataExplorerProps> = {}): DataExplorerProps {
  return {
    columns,
    visibleColumns: ['region', 'sales'],
    rows: [
      { id: '0', cells: { region: { text: 'North' }, sales: { text: '120' } } },
      { id: '1', cells: { region: { text: 'South' }, sales: { text: 'n/a', invalid: true } } },
    ],
    totalRows: 42,
    search: '',
    sort: null,
    page: 2,
    pageCount: 9,
    pageButtons: [1, 2, 3, 4, 5],
    pageSize: 5,
    pageSizes: [5, 10, 25, 50, 100],
    onSearchChange: vi.fn(),
    onSortChange: vi.fn(),
    onVisibleColumnsChange: vi.fn(),
    onPageChange: vi.fn(),
    onPageSizeChange: vi.fn(),
    onExport: vi.fn(),
    ...over,
  };
}

describe('DataExplorer', () => {
  it('renders the given rows and marks cells that do not fit their type', () => {
    render(<DataExplorer {...props()} />);
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    const bad = within(table).getByText('n/a').closest('td');
    expect(bad).toHaveClass('tl-explorer__invalid');
    expect(within(table).getByText('120').closest('td')).not.toHaveClass('tl-explorer__invalid');
    expect(screen.getByText('Showing 6–10 of 42 rows')).toBeInTheDocument();
  });

  it('toggles sort: first click ascending, again descending', async () => {
    const p = props();
    const { rerender } = render(<DataExplorer {...p} />);
    await userEvent.click(screen.getByRole('button', { name: /Sales/ }));
    expect(p.onSortChange).toHaveBeenLastCalledWith({ column: 'sales', direction: 'asc' });
    rerender(<DataExplorer {...p} sort={{ column: 'sales', direction: 'asc' }} />);
    expect(screen.getByRole('columnheader', { name: /Sales/ })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(screen.getByRole('button', { name: /Sales/ }));
    expect(p.onSortChange).toHaveBeenLastCalledWith({ column: 'sales', direction: 'desc' });
  });

  it('shows at most the given page buttons, marks the current one and pages', async () => {
    const p = props();
    render(<DataExplorer {...p} />);
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(nav).getAllByRole('button', { name: /^Page / })).toHaveLength(5);
    expect(within(nav).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(nav).getByRole('button', { name: 'Page 4' }));
    expect(p.onPageChange).toHaveBeenLastCalledWith(4);
    await userEvent.click(within(nav).getByRole('button', { name: 'Next page' }));
    expect(p.onPageChange).toHaveBeenLastCalledWith(3);
    await userEvent.selectOptions(screen.getByLabelText('Rows per page'), '25');
    expect(p.onPageSizeChange).toHaveBeenLastCalledWith(25);
  });

  it('disables Previous on the first page and Next on the last', () => {
    render(<DataExplorer {...props({ page: 1, pageCount: 1, pageButtons: [1] })} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('hides columns through the picker but keeps the last one', async () => {
    const p = props();
    const { rerender } = render(<DataExplorer {...p} />);
    await userEvent.click(screen.getByRole('button', { name: /Columns/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Region' }));
    expect(p.onVisibleColumnsChange).toHaveBeenLastCalledWith(['sales']);
    rerender(<DataExplorer {...p} visibleColumns={['sales']} />);
    expect(screen.queryByRole('columnheader', { name: /Region/ })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Sales' })).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Region' }));
    expect(p.onVisibleColumnsChange).toHaveBeenLastCalledWith(['region', 'sales']);
  });

  it('reports the search after the delay, once', () => {
    vi.useFakeTimers();
    try {
      const p = props();
      render(<DataExplorer {...p} searchDelay={100} />);
      const box = screen.getByRole('searchbox', { name: 'Search all columns' });
      fireEvent.change(box, { target: { value: 'no' } });
      fireEvent.change(box, { target: { value: 'nor' } });
      expect(p.onSearchChange).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(100));
      expect(p.onSearchChange).toHaveBeenCalledOnce();
      expect(p.onSearchChange).toHaveBeenCalledWith('nor');
    } finally {
      vi.useRealTimers();
    }
  });

  it('exports on request and shows the empty message without rows', async () => {
    const p = props({ rows: [], totalRows: 0, emptyMessage: 'Nothing here' });
    render(<DataExplorer {...p} />);
    expect(screen.getByText('Nothing here')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(p.onExport).toHaveBeenCalledOnce();
  });
});
