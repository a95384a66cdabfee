import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WholeDates } from './WholeDates.js';

describe('WholeDates', () => {
  it('WholeDates wraps each ISO date or period in a no-wrap span and keeps the text as written', () => {
    const text = 'GOOG 2004-08 to 2010-03; Week of 2014-12-28, 2014-W05 and 2014-Q1 — 2015 and 12-08 stay as they are';
    const { container } = render(<p>{<WholeDates text={text} />}</p>);
    expect(container.textContent).toBe(text);
    expect([...container.querySelectorAll('.tl-nowrap')].map((s) => s.textContent)).toEqual(['2004-08', '2010-03', '2014-12-28', '2014-W05', '2014-Q1']);
  });

  it('WholeDates leaves text without a date as plain text, and a date at either end whole', () => {
    expect(render(<p>{<WholeDates text="no dates here, 2015 alone" />}</p>).container.innerHTML).toBe('<p>no dates here, 2015 alone</p>');
    const { container } = render(<p>{<WholeDates text="2012-01" />}</p>);
    expect(container.innerHTML).toBe('<p><span class="tl-nowrap">2012-01</span></p>');
  });
});
