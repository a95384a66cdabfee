import { datasetFingerprint, parseCsv } from '@tallyline/core';
import { describe, expect, it } from 'vitest';
import { createDictCollector, fromWire, takeDictParts, toWire } from './transferDataset.js';

const csv = 'date,region,sales\n2024-01-05,North,10\n2024-01-06,South,tbd\n2024-01-07,North,30\n2024-01-08,West,40\n2024-01-09,West,50\n2024-01-10,East,60\n';

describe('transferDataset', () => {
  it('fromWire(toWire(ds)) gives back the same cells, types and detection', async () => {
    const ds = parseCsv(csv);
    const { wire, transfer } = toWire(ds);
    const back = await fromWire(structuredClone(wire));
    expect(back.headers).toEqual(ds.headers);
    expect(back.rowCount).toBe(6);
    expect(back.summary).toEqual(ds.summary);
    expect(back.detected).toEqual(ds.detected);
    for (let r = 0; r < ds.rowCount; r++) {
      for (let c = 0; c < ds.headers.length; c++) expect(back.cellText(r, c)).toBe(ds.cellText(r, c));
    }
    expect(back.column('sales').invalid.get(1)).toBe('tbd');
    // Text columns travel as core's dictionary: 'North' once, '' first.
    const region = wire.columns[1];
    expect(region?.t === 'string' ? region.dict : []).toEqual(['', 'North', 'South', 'West', 'East']);
    expect(transfer.length).toBeGreaterThan(0);
  });
  it('the wire carries the roles, so the page does not infer them, and not the fingerprint, which the worker posts after it (issue 15)', async () => {
    const ds = parseCsv(csv);
    const { wire } = toWire(ds);
    expect(wire.known).toEqual({ roles: ds.roles });
    expect(wire.known?.roles.map((r) => [r.column, r.role])).toEqual([
      ['date', 'time'],
      ['region', 'dimension'],
      ['sales', 'measure'],
    ]);
    const back = await fromWire(wire);
    expect(back.roles).toBe(wire.known?.roles);
    // the page's dataset computes the same fingerprint when nobody sends one
    expect(datasetFingerprint(back)).toBe(datasetFingerprint(parseCsv(csv)));
  });
  it('takeDictParts cuts only dictionaries longer than max, and a dict collector puts them back in order', async () => {
    const ds = parseCsv(csv);
    const { wire } = toWire(ds);
    // dates: '' and 6 distinct texts → parts of 5 and 2; regions: '' and 4 distinct → stays whole
    const parts = takeDictParts(wire, 5);
    expect(parts.map((p) => [p.column, p.size, p.strings.length])).toEqual([
      [0, 7, 5],
      [0, 7, 2],
    ]);
    const dates = wire.columns[0];
    expect(dates?.t === 'date' ? dates.dict : null).toEqual([]);
    const dicts = createDictCollector();
    for (const part of structuredClone(parts)) dicts.add(part);
    dicts.restore(wire);
    const back = await fromWire(wire);
    for (let r = 0; r < ds.rowCount; r++) expect(back.cellText(r, 0)).toBe(ds.cellText(r, 0));
  });
  it('a dict collector takes each part in as it arrives, so nothing is joined when the dataset comes', async () => {
    const ds = parseCsv(csv);
    const { wire } = toWire(ds);
    const parts = structuredClone(takeDictParts(wire, 3));
    const dicts = createDictCollector();
    for (const part of parts) {
      dicts.add(part);
      // emptied after its own message: had the collector kept it to join later, the dates would be lost
      part.strings.length = 0;
    }
    dicts.restore(wire);
    const back = await fromWire(wire);
    for (let r = 0; r < ds.rowCount; r++) expect(back.cellText(r, 0)).toBe(ds.cellText(r, 0));
  });
  it('toWire(ds) posts the codes core built (no per-row work) and fromWire reads a dictionary stored without the empty text first', async () => {
    const ds = parseCsv('id,tag\na1,x\na2,\na3,y\n');
    const { wire } = toWire(ds);
    const tag = ds.column('tag');
    expect(wire.columns[1]?.t === 'string' && tag.type === 'string' && wire.columns[1].codes === tag.codes).toBe(true);
    // an older saved workflow: dictionary in first-seen order, '' in the middle
    const legacy = { ...wire, columns: [{ t: 'string' as const, name: 'tag', dict: ['x', '', 'y'], codes: Uint32Array.of(0, 1, 2), invalid: [] }] };
    const back = await fromWire(legacy);
    expect([0, 1, 2].map((r) => back.cell(r, 0))).toEqual(['x', null, 'y']);
  });
});
