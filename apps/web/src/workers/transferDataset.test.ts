import { parseCsv } from '@tallyline/core';
import { describe, expect, it } from 'vitest';
import { fromWire, toWire } from './transferDataset.js';

describe('transferDataset', () => {
  it('fromWire(toWire(ds)) gives back the same cells, types and detection', () => {
    const ds = parseCsv('date,region,sales\n2024-01-05,North,10\n2024-01-06,South,n/a\n2024-01-07,North,30\n2024-01-08,West,40\n2024-01-09,West,50\n2024-01-10,East,60\n');
    const { wire, transfer } = toWire(ds);
    const back = fromWire(structuredClone(wire));
    expect(back.headers).toEqual(ds.headers);
    expect(back.rowCount).toBe(6);
    expect(back.summary).toEqual(ds.summary);
    expect(back.detected).toEqual(ds.detected);
    for (let r = 0; r < ds.rowCount; r++) {
      for (let c = 0; c < ds.headers.length; c++) expect(back.cellText(r, c)).toBe(ds.cellText(r, c));
    }
    expect(back.column('sales').invalid.get(1)).toBe('n/a');
    // Text columns travel as a dictionary: 'North' once.
    const region = wire.columns[1];
    expect(region?.t === 'string' ? region.dict : []).toEqual(['North', 'South', 'West', 'East']);
    expect(transfer.length).toBeGreaterThan(0);
  });
});
