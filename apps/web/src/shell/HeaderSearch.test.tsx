import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchResult } from '../lib/search/searchIndex.js';
import { SEARCH } from '../messages/search.js';

const db = vi.hoisted(() => ({ search: vi.fn(), reopen: vi.fn() }));
vi.mock('../lib/db/search.js', () => ({ searchSavedWork: db.search }));
vi.mock('../screens/saved/reopenDataset.js', () => ({ reopenDataset: db.reopen }));

const { useAuthStore } = await import('../stores/authStore.js');
const { HeaderSearch } = await import('./HeaderSearch.js');
const { renderWithRouter } = await import('./renderWithRouter.js');

const WEATHER: SearchResult = { id: 'dataset-d1', group: 'dataset', label: 'seattle-weather', detail: 'seattle-weather.csv · 1,461 rows', action: { kind: 'open-dataset', datasetId: 'd1', then: '/dashboard/view' } };

beforeEach(() => {
  db.search.mockReset().mockResolvedValue({ data: [] });
  db.reopen.mockReset();
  useAuthStore.setState({ status: 'signed-out', user: null });
});

describe('HeaderSearch', () => {
  it('is a combobox: typing lists steps, arrow keys move the active option, Enter navigates', async () => {
    const { router } = await renderWithRouter(() => <HeaderSearch />);
    const box = await screen.findByRole('combobox', { name: /Search/ });
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await userEvent.type(box, 'kpi');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toContain('KPI TrackerStep 3 of 6');
    await userEvent.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/kpi'));
    expect(box).toHaveValue('');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('ArrowUp wraps to the last option; Escape closes the list, then clears the box', async () => {
    await renderWithRouter(() => <HeaderSearch />);
    const box = await screen.findByRole('combobox', { name: /Search/ });
    await userEvent.type(box, 'settings');
    const options = screen.getAllByRole('option');
    await userEvent.keyboard('{ArrowUp}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[options.length - 1]!.id);
    await userEvent.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('settings');
    await userEvent.keyboard('{Escape}');
    expect(box).toHaveValue('');
  });

  it("says so when nothing matches", async () => {
    await renderWithRouter(() => <HeaderSearch />);
    await userEvent.type(await screen.findByRole('combobox', { name: /Search/ }), 'zzzz');
    expect(screen.getAllByText('No results for "zzzz"').length).toBeGreaterThan(0);
  });

  it('a failed search of saved work is an option of its own; choosing it searches again', async () => {
    useAuthStore.setState({ status: 'signed-in', user: { id: 'u1', email: 'a@b.co', fullName: null, createdAt: null } });
    db.search.mockResolvedValueOnce({ error: { kind: 'network', message: 'Failed to fetch' } }).mockResolvedValue({ data: [WEATHER] });
    await renderWithRouter(() => <HeaderSearch />);
    const box = await screen.findByRole('combobox', { name: /Search/ });
    await userEvent.type(box, 'weather');
    const failed = await screen.findByRole('option', { name: new RegExp(SEARCH.failed) });
    await userEvent.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(failed.id);
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('option', { name: /seattle-weather/ })).toBeInTheDocument();
    expect(box).toHaveValue('weather');
    expect(db.search).toHaveBeenCalledTimes(2);
  });

  it('signed in, saved datasets come first; choosing one opens it and goes to its dashboard', async () => {
    useAuthStore.setState({ status: 'signed-in', user: { id: 'u1', email: 'a@b.co', fullName: null, createdAt: null } });
    db.search.mockResolvedValue({ data: [WEATHER] });
    db.reopen.mockResolvedValue({ dataset: { rowCount: 1, headers: ['a'] }, fileName: 'seattle-weather.csv' });
    const { useWorkflowStore } = await import('../stores/workflowStore.js');
    const setDataset = vi.spyOn(useWorkflowStore.getState(), 'setDataset').mockImplementation(() => undefined);
    const { router } = await renderWithRouter(() => <HeaderSearch />);
    const box = await screen.findByRole('combobox', { name: /Search/ });
    await userEvent.type(box, 'weather');
    const option = await screen.findByRole('option', { name: /seattle-weather/ });
    expect(db.search).toHaveBeenLastCalledWith('weather');
    expect(screen.getByRole('group', { name: 'Saved datasets' })).toContainElement(option);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/view'));
    expect(db.reopen).toHaveBeenCalledWith('d1');
    expect(setDataset).toHaveBeenCalledWith({ rowCount: 1, headers: ['a'] }, 'seattle-weather.csv');
  });
});
