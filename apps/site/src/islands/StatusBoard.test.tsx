import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import StatusBoard from './StatusBoard.js';

const report = (status: string, overrides: object = {}) => ({
  checkedAt: '2026-03-02T10:00:00.000Z',
  status,
  services: [
    { name: 'Web Application', status: 'operational', uptime: 100, lastIncident: null },
    { name: 'Database', status, uptime: 99.5, lastIncident: '2026-03-02T09:58:00.000Z' },
  ],
  uptime: 99.75,
  days: [{ day: '2026-03-01', status: null }, { day: '2026-03-02', status }],
  incidents: status === 'operational' ? [] : [{ service: 'Database', status, startedAt: '2026-03-02T09:58:00.000Z', endedAt: null }],
  ...overrides,
});
const serve = (...bodies: object[]) => {
  const fetcher = vi.fn();
  for (const body of bodies) fetcher.mockResolvedValueOnce(new Response(JSON.stringify(body)));
  vi.stubGlobal('fetch', fetcher);
  return fetcher;
};

afterEach(() => vi.unstubAllGlobals());

describe('StatusBoard', () => {
  it('StatusBoard prerenders "checking", with no service names or figures of its own', () => {
    const html = renderToString(<StatusBoard />);
    expect(html).toContain('Checking service status…');
    expect(html).toContain('Checking services…');
    expect(html).not.toContain('Operational</td>');
    expect(html).not.toContain('%');
  });

  it('StatusBoard shows the live report: banner, one row per service, uptime and incidents', async () => {
    serve(report('operational'));
    render(<StatusBoard />);
    expect(await screen.findByText('All Systems Operational')).toBeInTheDocument();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    // The cells (the state is also under the name, for phones: CSS shows one of the two).
    expect(rows.map((r) => within(r).getAllByRole('cell').map((c) => c.textContent))).toEqual([
      [' Operational', '100.00%', 'None'],
      [' Operational', '99.50%', 'March 2, 2026'],
    ]);
    expect(rows.map((r) => within(r).getByRole('rowheader').firstChild?.textContent)).toEqual(['Web Application', 'Database']);
    expect(screen.getByText('99.75%')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Last 90 days: 1 operational, 0 degraded, 0 with an outage, 1 not checked' })).toBeInTheDocument();
    expect(screen.getByText('No Incidents Reported')).toBeInTheDocument();
    expect(screen.getByText('There have been no incidents reported in the last 90 days.')).toBeInTheDocument();
  });

  it('StatusBoard reads again on Refresh, and shows an outage and its incident', async () => {
    const fetcher = serve(report('operational'), report('outage'));
    render(<StatusBoard />);
    await screen.findByText('All Systems Operational');
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Service Outage')).toBeInTheDocument();
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(screen.getByText('Database: Outage')).toBeInTheDocument();
    expect(screen.getByText(/ongoing$/)).toBeInTheDocument();
  });

  it('StatusBoard says so when the status cannot be read', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('', { status: 502 })));
    render(<StatusBoard />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not read the live status: The status service answered 502.');
  });
});
