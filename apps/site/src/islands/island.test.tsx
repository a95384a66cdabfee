import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { island } from './island.js';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

const toElement = (html: string) => Object.assign(document.createElement('div'), { innerHTML: html }).firstElementChild as HTMLElement;

describe('island', () => {
  it('island(name, Component, options) wraps the HTML in an element naming the island, its props and when it hydrates', () => {
    const GreetingIsland = island('Greeting', Greeting, { hydrate: 'interaction', group: 'hello' });
    const el = toElement(renderToString(<GreetingIsland name="Ada" />));
    expect(el.dataset.island).toBe('Greeting');
    expect(JSON.parse(el.dataset.islandProps!)).toEqual({ name: 'Ada' });
    expect(el.dataset.hydrate).toBe('interaction');
    expect(el.dataset.islandGroup).toBe('hello');
    expect(el.textContent).toBe('Hello Ada');
  });

  it('island() leaves out the props and group attributes when there are none; no inline style (strict CSP)', () => {
    const Plain = island('Plain', () => <p>x</p>, { hydrate: 'visible' });
    const html = renderToString(<Plain />);
    expect(html).not.toContain('data-island-props');
    expect(html).not.toContain('data-island-group');
    expect(html).not.toContain('style=');
    expect(toElement(html).dataset.hydrate).toBe('visible');
  });
});
