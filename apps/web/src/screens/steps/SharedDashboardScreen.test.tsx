import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SHARE_TEXT } from '../../messages/steps.js';

const db = vi.hoisted(() => ({ shared: vi.fn() }));
vi.mock('../../lib/db/dashboards.js', () => ({ getSharedDashboard: db.shared }));

const { SharedDashboardScreen, readSharedWidgets } = await import('./SharedDashboardScreen.js');

const TOKEN = 'a'.repeat(43);

beforeEach(() => db.shared.mockReset());

describe('SharedDashboardScreen', () => {
  it('a failed load is not "not shared": it says so with Retry, and Retry shows the dashboard', async () => {
    db.shared.mockResolvedValueOnce({ error: { kind: 'network', message: 'Failed to fetch' } }).mockResolvedValueOnce({ data: { name: 'Q3 sales', description: 'By region', widgets: [] } });
    render(<SharedDashboardScreen token={TOKEN} />);
    expect(await screen.findByText(SHARE_TEXT.failedTitle)).toBeInTheDocument();
    expect(screen.queryByText(SHARE_TEXT.unavailableTitle)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: SHARE_TEXT.retry }));
    expect(await screen.findByRole('heading', { name: 'Q3 sales' })).toBeInTheDocument();
    expect(db.shared).toHaveBeenCalledTimes(2);
  });

  it('an unknown or revoked link says the dashboard is not available', async () => {
    db.shared.mockResolvedValue({ data: null });
    render(<SharedDashboardScreen token={TOKEN} />);
    expect(await screen.findByText(SHARE_TEXT.unavailableTitle)).toBeInTheDocument();
  });

  // issue 13: the pie's fold of the groups past its top is grey on the shared page too, so the flag must survive the JSON
  it('readSharedWidgets(raw) keeps a pie\'s folded rest slice flagged, and flags nothing else', () => {
    const raw = [{ id: 'p', type: 'chart', chartType: 'pie', title: 'share of rows by state (top 1 of 3)', chartData: [{ label: 'TX', value: 5 }, { label: 'Other (2 more)', value: 6, rest: true }, { label: 'X', value: 1, rest: 'yes' }] }];
    expect(readSharedWidgets(raw).charts.p).toEqual([{ label: 'TX', value: 5 }, { label: 'Other (2 more)', value: 6, rest: true }, { label: 'X', value: 1 }]);
  });
});
