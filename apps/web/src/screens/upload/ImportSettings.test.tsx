import { createDataset, parseCsv } from '@tallyline/core';
import { render, screen, within } from '@testing-library/react';
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

describe('ImportSettings sheet picker (issue 18)', () => {
  const fromSheet = (csv: string, sheet: string) => {
    const ds = parseCsv(csv);
    return createDataset({ columns: ds.columns, detected: { ...ds.detected, source: { format: 'xlsx', sheet } }, warnings: ds.warnings });
  };
  const SHEETS = [
    { name: 'Sales', rows: 9, columns: 3 },
    { name: 'Costs', rows: 3, columns: 2 },
    { name: 'Notes', rows: null, columns: null },
  ];

  it('a workbook of several sheets lists them with their sizes; another sheet is read as detected', async () => {
    const user = userEvent.setup();
    const onReparse = vi.fn();
    const { container } = render(<ImportSettings dataset={fromSheet(CSV, 'Sales')} busy={false} onReparse={onReparse} sheets={SHEETS} />);
    expect(container.querySelector('.tl-upload-settings__brief')).toHaveTextContent(/^Excel · sheet Sales \(1 of 3\)$/);
    await user.click(screen.getByText(UPLOAD_TEXT.settingsTitle));
    const select = screen.getByRole('combobox', { name: UPLOAD_TEXT.sheet });
    expect(select).toHaveValue('Sales');
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Sales (9 rows × 3 columns)', 'Costs (3 rows × 2 columns)', 'Notes']);
    // a workbook's cells are typed values: no delimiter, encoding or decimal separator to choose
    expect(screen.queryByRole('combobox', { name: UPLOAD_TEXT.delimiter })).toBeNull();
    expect(screen.queryByRole('combobox', { name: UPLOAD_TEXT.encoding })).toBeNull();
    await user.selectOptions(select, 'Costs');
    await user.click(screen.getByRole('button', { name: UPLOAD_TEXT.reparse }));
    // not this sheet's column types and roles: the other sheet has other columns
    expect(onReparse).toHaveBeenCalledWith({ sheet: 'Costs' });
  });

  it('re-parsing the same sheet keeps it with the column choices', async () => {
    const user = userEvent.setup();
    const onReparse = vi.fn();
    render(<ImportSettings dataset={fromSheet(CSV, 'Costs')} busy={false} onReparse={onReparse} sheets={SHEETS} />);
    await user.click(screen.getByText(UPLOAD_TEXT.settingsTitle));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type of price' }), 'string');
    await user.click(screen.getByRole('button', { name: UPLOAD_TEXT.reparse }));
    expect(onReparse).toHaveBeenCalledWith(expect.objectContaining({ sheet: 'Costs', columnTypes: { symbol: 'string', date: 'date', price: 'string' } }));
    expect(onReparse.mock.calls[0]![0]).not.toHaveProperty('delimiter');
  });

  it('a one-sheet workbook and a CSV have no sheet picker', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<ImportSettings dataset={fromSheet(CSV, 'Sales')} busy={false} onReparse={vi.fn()} sheets={SHEETS.slice(0, 1)} />);
    await user.click(screen.getByText(UPLOAD_TEXT.settingsTitle));
    expect(screen.queryByRole('combobox', { name: UPLOAD_TEXT.sheet })).toBeNull();
    unmount();
    render(<ImportSettings dataset={parseCsv(CSV)} busy={false} onReparse={vi.fn()} sheets={null} />);
    await user.click(screen.getByText(UPLOAD_TEXT.settingsTitle));
    expect(screen.queryByRole('combobox', { name: UPLOAD_TEXT.sheet })).toBeNull();
    expect(screen.getByRole('combobox', { name: UPLOAD_TEXT.delimiter })).toBeInTheDocument();
  });
});

describe('ImportSettings: another delimiter reads other columns (issue 18)', () => {
  it("re-parses with the delimiter and without this read's column types and roles, which name other columns", async () => {
    const user = userEvent.setup();
    const onReparse = vi.fn();
    const ds = parseCsv('code|city, country\nOSL|Oslo, Norway\nLIM|Lima, Peru\n');
    expect(ds.headers).toEqual(['code|city', 'country']);
    render(<ImportSettings dataset={ds} busy={false} onReparse={onReparse} />);
    await user.click(screen.getByText(UPLOAD_TEXT.settingsTitle));
    await user.selectOptions(screen.getByRole('combobox', { name: UPLOAD_TEXT.delimiter }), '|');
    await user.click(screen.getByRole('button', { name: UPLOAD_TEXT.reparse }));
    expect(onReparse).toHaveBeenCalledWith({ delimiter: '|', encoding: 'utf-8', decimalSeparator: '.', dateOrder: ds.detected.dateOrder });
  });
});
