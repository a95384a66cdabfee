import { describe, expect, it } from 'vitest';
import type { DateColumn } from '../../src/dataset/types.js';
import { classifyDateColumn } from '../../src/roles/classifyDateColumn.js';
import { date } from '../helpers/dataset.js';

describe('classifyDateColumn', () => {
  it('classifyDateColumn(column) is time with its span', () => {
    const d = classifyDateColumn(date('d', ['2015-12-31', '', '2012-01-01', '2012-01-01']) as DateColumn);
    expect(d).toMatchObject({ role: 'time', timeKind: 'date', distinct: 2, reasons: ['3 dates from 2012-01-01 to 2015-12-31'] });
  });
  it('classifyDateColumn(column) without a valid date says so', () => {
    expect(classifyDateColumn(date('d', ['']) as DateColumn).reasons).toEqual(['typed as dates, but no cell holds a valid date']);
  });
});
