import { parseCsv } from '@tallyline/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UPLOAD_TEXT } from '../../messages/upload.js';
import { dateOrderBrief, ImportSettings, roleOverrides } from './ImportSettings.js';

// three symbols' prices interleaved by date: symbol is a series key
const CSV = 'symbol,date,price\nA,2020-01-01,10\nB,2020-01-01,20\nC,2020-01-01,30\nA,2020-02-01,11\nB,2020-02-01,19\nC,2020-02-01,31\nA,2020-03-01,12\nB,2020-03-01,18\nC,2020-03-01,29\n';

describe('ImportSettings column roles (issue 13)', () => {
  it('shows each column inferred role with its evidence and re-parses with the roles the user changed', async () => {
    const user = userEvent.setup();
    const ds = parseCsv(CSV);
    expect(ds.roles.map((r) => r.role)).toEqual(['series', 'time', 'measure']);
    const onReparse = vi.fn();
    render(<ImportSettings dataset={ds} busy={false} onReparse={onReparse} />);
    await user.click(screen.getByText(UPLOAD_TEXT.settingsTitle));
    const symbol = screen.getByRole('combobox', { name: 'Role of symbol' });
    expect(symbol).toHaveValue('series');
    // the evidence describes the select
    expect(symbol).toHaveAccessibleDescription(ds.roles[0]!.reasons[0]!);
    expect(screen.getByRole('combobox', { name: 'Role of price' })).toHaveValue('measure');

    await user.selectOptions(symbol, 'dimension');
    await user.click(screen.getByRole('button', { name: UPLOAD_TEXT.reparse }));
    expect(onReparse).toHaveBeenCalledWith(expect.objectContaining({ columnRoles: { symbol: 'dimension' } }));
  });

  it('a dataset parsed with an override says so and keeps it on the next re-parse', async () => {
    const user = userEvent.setup();
    const ds = parseCsv(CSV, { columnRoles: { symbol: 'dimension' } });
    expect(ds.roles[0]).toMatchObject({ role: 'dimension', source: 'override' });
    const onReparse = vi.fn();
    render(<ImportSettings dataset={ds} busy={false} onReparse={onReparse} />);
    await user.click(screen.getByText(UPLOAD_TEXT.settingsTitle));
    expect(screen.getByRole('combobox', { name: 'Role of symbol' })).toHaveAccessibleDescription(UPLOAD_TEXT.roleByYou);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role of price' }), 'dimension');
    await user.click(screen.getByRole('button', { name: UPLOAD_TEXT.reparse }));
    expect(onReparse).toHaveBeenCalledWith(expect.objectContaining({ columnRoles: { symbol: 'dimension', price: 'dimension' } }));
  });

  it('nothing changed: no role overrides are sent', () => {
    const ds = parseCsv(CSV);
    expect(roleOverrides(ds, Object.fromEntries(ds.roles.map((r) => [r.column, r.role])))).toBeUndefined();
  });
});

describe('ImportSettings brief: the date order only when dates had one (issue 13)', () => {
  it('ISO dates and "Jan 1 2000" have no day/month order: the brief names none', () => {
    for (const csv of [CSV, 'symbol,date,price\nA,Jan 1 2000,10\nA,Feb 1 2000,11\nA,Mar 1 2000,12\n']) {
      const ds = parseCsv(csv);
      expect(dateOrderBrief(ds)).toBeNull();
      const { container, unmount } = render(<ImportSettings dataset={ds} busy={false} onReparse={vi.fn()} />);
      expect(container.querySelector('.tl-upload-settings__brief')).toHaveTextContent(/^Comma \(,\) · UTF-8$/);
      unmount();
    }
  });

  it('31/01/2024 is read day first, and the brief says so', () => {
    const ds = parseCsv('day,amount\n31/01/2024,1\n15/02/2024,2\n01/03/2024,3\n');
    expect(dateOrderBrief(ds)).toBe('Day/Month/Year');
    const { container } = render(<ImportSettings dataset={ds} busy={false} onReparse={vi.fn()} />);
    expect(container.querySelector('.tl-upload-settings__brief')).toHaveTextContent('Comma (,) · UTF-8 · dates read as Day/Month/Year');
  });

  it('01/31/2024 is read month first', () => {
    expect(dateOrderBrief(parseCsv('day,amount\n01/31/2024,1\n02/15/2024,2\n'))).toBe('Month/Day/Year');
  });
});
