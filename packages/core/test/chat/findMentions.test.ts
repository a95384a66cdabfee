import { describe, expect, it } from 'vitest';
import { findMentions } from '../../src/chat/findMentions.js';
import { tokenizeQuestion } from '../../src/chat/tokenizeQuestion.js';
import { dataset, num, str } from '../helpers/dataset.js';
import { publicCsv } from '../helpers/publicCsv.js';

const weather = publicCsv('seattle-weather.csv');
const kinds = (q: string, ds = weather) => findMentions(ds, tokenizeQuestion(q)).map((m) => (m.kind === 'column' || m.kind === 'value' ? `${m.kind}:${m.column}` : m.kind));

// Public CSVs are parsed here: seconds on a loaded machine.
describe('findMentions', { timeout: 60_000 }, () => {
  it('findMentions(ds, tokens) reads columns before phrases, values and keywords', () => {
    expect(kinds('how many days had snow')).toEqual(['count', 'rowNoun', 'grammar', 'value:weather']);
    expect(kinds('average temp_max in 2015')).toEqual(['aggregate', 'column:temp_max', 'grammar', 'number']);
    expect(kinds('which weather type is most common')).toEqual(['rank', 'column:weather', 'qualifier', 'grammar', 'mode']);
  });

  it('findMentions(ds, tokens) reads "rainy", "sunny" and "foggy" as the values rain, sun and fog', () => {
    const m = findMentions(weather, tokenizeQuestion('rainy sunny foggy drizzly'));
    expect(m.map((x) => (x.kind === 'value' ? x.labels[0] : x.kind))).toEqual(['rain', 'sun', 'fog', 'drizzle']);
  });

  it('findMentions(ds, tokens) reads months, weekdays, quarters, decades, percentiles and top N', () => {
    expect(kinds('july mondays weekends q3 1990s 90th percentile top 5 bottom 2')).toEqual(['month', 'weekday', 'weekday', 'quarter', 'decade', 'percentile', 'top', 'top']);
    expect(kinds('may in may may 2015')).toEqual(['unknown', 'grammar', 'month', 'month', 'number']);
  });

  it('findMentions(ds, tokens) marks a value found in two columns as ambiguous', () => {
    const flights = dataset(str('from', ['Paris', 'Oslo', 'Rome']), str('to', ['Oslo', 'Paris', 'Oslo']), num('n', [1, 2, 3]));
    const m = findMentions(flights, tokenizeQuestion('total n for Paris'));
    expect(m.at(-1)).toMatchObject({ kind: 'ambiguous', columns: ['from', 'to'] });
    expect(findMentions(flights, tokenizeQuestion('total n for Rome')).at(-1)).toMatchObject({ kind: 'value', column: 'from', labels: ['Rome'] });
  });

  it('findMentions(ds, tokens) leaves words it does not know as unknown, polite ones as fillers', () => {
    expect(kinds('please show me the warm days')).toEqual(['filler', 'filler', 'filler', 'grammar', 'unknown', 'rowNoun']);
  });
});
