import { createSampledCsvParser, formatNumber, parseCsv } from '@tallyline/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UPLOAD_TEXT } from '../../messages/upload.js';
import { SummaryCards } from './SummaryCards.js';

const ROWS = 5000;
function sampled(rows: number, sampleRows: number) {
  const p = createSampledCsvParser({ sampleRows, seed: 3 });
  p.push('region,units\n');
  for (let i = 0; i < rows; i++) p.push(`r${i % 4},${i % 10 === 0 ? '' : i}\n`);
  return p.finish();
}

const card = (label: string) => within(screen.getByText(label).closest('li')!).getByText(/\d/).textContent;

describe('SummaryCards', () => {
  it('a sampled file: the rows card counts every row, a notice names the sample, and the exact totals are listed', () => {
    render(<SummaryCards dataset={sampled(ROWS, 200)} />);
    expect(card(UPLOAD_TEXT.totalRows)).toBe('5,000');
    expect(screen.getByTestId('sample-notice')).toHaveTextContent(UPLOAD_TEXT.sampleNotice(200, ROWS));
    expect(screen.getByTestId('sample-notice')).toHaveTextContent('Analysing a 200-row sample of 5,000 rows.');
    // units = i except every 10th row empty: computed from the formula
    const units = Array.from({ length: ROWS }, (_, i) => i).filter((i) => i % 10 !== 0);
    const sum = units.reduce((a, b) => a + b, 0);
    const row = within(screen.getByTestId('exact-totals')).getByRole('row', { name: /units/ });
    const cells = within(row).getAllByRole('cell').map((c) => c.textContent);
    expect(cells).toEqual([formatNumber(sum), formatNumber(sum / units.length), '1', '4,999', '500']);
    expect(cells[0]).toBe('11,250,000');
  });

  it('a file that fitted: no notice, the Dataset\'s own row count', () => {
    render(<SummaryCards dataset={sampled(300, 1000)} />);
    expect(card(UPLOAD_TEXT.totalRows)).toBe('300');
    expect(screen.queryByTestId('sample-notice')).toBeNull();
    render(<SummaryCards dataset={parseCsv('a\n1\n')} />);
  });

  it('the Categories card counts category and series-key columns from core\'s roles, never an identifier held as text (issue 13)', () => {
    // the order file's shape: a UUID order_id (text, one per row), a date, region (4) and product (6), amount
    const hex = (i: number, n: number) => (i * 2654435761 + n).toString(16).padStart(8, '0').slice(-8);
    const lines = ['order_id,order_date,region,product,amount'];
    for (let i = 0; i < 240; i++)
      lines.push(`${hex(i, 1)}-${hex(i, 2).slice(0, 4)}-4${hex(i, 3).slice(0, 3)}-a${hex(i, 4).slice(0, 3)}-${hex(i, 5)}${hex(i, 6).slice(0, 4)},2021-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')},${['North', 'South', 'East', 'West'][i % 4]},P${i % 6},${(5 + ((i * 37) % 200)).toFixed(2)}`);
    const ds = parseCsv(`${lines.join('\n')}\n`);
    expect(ds.summary.categoricalColumns).toBe(3); // order_id, region, product: what the card showed before
    expect(ds.roles.find((r) => r.column === 'order_id')?.role).toBe('identifier');
    render(<SummaryCards dataset={ds} />);
    expect(card(UPLOAD_TEXT.categories)).toBe('2');
    expect(card(UPLOAD_TEXT.numericColumns)).toBe('1');
  });
});
