import { parseCsv } from '@tallyline/core';
import { describe, expect, it } from 'vitest';
import { createDictCollector, fromWire, takeDictParts, toWire } from './transferDataset.js';

const csv = 'date,region,sales\n2024-01-05,North,10\n2024-01-06,South,tbd\n2024-01-07,North,30\n2024-01-08,West,40\n2024-01-09,West,50\n2024-01-10,East,60\n';

describe('transferDataset', () => {
  it('fromWire(toWire(ds)) gives back the same cells, types and detection', async () => {
    const ds = parseCsv(csv);
    const { wire, transfer } = await toWire(ds);
    const back = await fromWire(structuredClone(wire));
    expect(back.headers).toEqual(ds.headers);
    expect(back.rowCount).toBe(6);
    expect(back.summary).toEqual(ds.summary);
    expect(back.detected).toEqual(ds.detected);
    for (let r = 0; r < ds.rowCount; r++) {
      for (let c = 0; c < ds.headers.length; c++) expect(back.cellText(r, c)).toBe(ds.cellText(r, c));
    }
    expect(back.column('sales').invalid.get(1)).toBe('tbd');
    // Text columns travel as a dictionary: 'North' once.
    const region = wire.columns[1];
    expect(region?.t === 'string' ? region.dict : []).toEqual(['North', 'South', 'West', 'East']);
    expect(transfer.length).toBeGreaterThan(0);
  });
  it('takeDictParts cuts only dictionaries longer than max, and a dict collector puts them back in order', async () => {
    const ds = parseCsv(csv);
    const { wire } = await toWire(ds);
    // dates: 6 distinct texts → parts of 4 and 2; regions: 4 distinct → stays whole
    const parts = takeDictParts(wire, 4);
    expect(parts.map((p) => [p.column, p.strings.length])).toEqual([
      [0, 4],
      [0, 2],
    ]);
    const dates = wire.columns[0];
    expect(dates?.t === 'date' ? dates.dict : null).toEqual([]);
    const dicts = createDictCollector();
    for (const part of structuredClone(parts)) dicts.add(part);
    dicts.restore(wire);
    const back = await fromWire(wire);
    for (let r = 0; r < ds.rowCount; r++) expect(back.cellText(r, 0)).toBe(ds.cellText(r, 0));
  });
  it('fromWire uses the dictionary itself as the column when every value is distinct', async () => {
    const ds = parseCsv('id,tag\na1,x\na2,x\na3,y\n');
    const { wire } = await toWire(ds);
    const ids = wire.columns[0];
    const back = await fromWire(wire);
    // ids: 3 distinct of 3 rows → the same array; tags: 2 distinct → decoded
    expect(ids?.t === 'string' && back.column('id').values === ids.dict).toBe(true);
    expect(back.column('tag').values).toEqual(['x', 'x', 'y']);
  });
});
