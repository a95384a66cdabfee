import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import * as core from '@tallyline/core';
import { parseCsv } from '@tallyline/core';
import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { computeAheadResults } from '../../workers/aheadResults.js';
import { expectAhead, settleAhead } from '../../workers/aheadRegistry.js';
import { ChatCard } from './ChatCard.js';

vi.mock('@tallyline/core', async (importOriginal) => {
  const orig = await importOriginal<typeof core>();
  return { ...orig, suggestedQuestions: vi.fn(orig.suggestedQuestions) };
});

const weather = () => parseCsv(readFileSync(resolve(process.cwd(), 'node_modules/vega-datasets/data/seattle-weather.csv'), 'utf8'));
const shown = () => within(screen.getByRole('list', { name: 'Suggested questions' })).queryAllByRole('button').map((b) => b.textContent);

describe('ChatCard suggested questions (issue 15)', () => {
  it("a new upload's questions are the parse worker's: none until they come, then those, none computed here", () => {
    const ds = weather();
    const { suggestions } = computeAheadResults(weather());
    vi.mocked(core.suggestedQuestions).mockClear();
    expectAhead(ds);
    render(<ChatCard dataset={ds} />);
    expect(shown()).toEqual([]);
    act(() => settleAhead(ds, { dashboard: null, suggestions, chart: null }));
    expect(shown()).toEqual(suggestions);
    expect(shown()).toEqual(core.suggestedQuestions(weather()));
    expect(shown()).toHaveLength(8);
    expect(core.suggestedQuestions).toHaveBeenCalledTimes(1);
  });

  it('a dataset the worker did not answer for (a saved one, a stopped worker) gets them computed here', () => {
    const expected = core.suggestedQuestions(weather());
    const stopped = weather();
    expectAhead(stopped);
    settleAhead(stopped, null);
    for (const ds of [weather(), stopped]) {
      const { unmount } = render(<ChatCard dataset={ds} />);
      expect(shown()).toEqual(expected);
      unmount();
    }
  });
});
