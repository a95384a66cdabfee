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
});
