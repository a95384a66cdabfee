import { renderToString } from 'react-dom/server';
import { act, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrateIslands, type IslandModule } from './hydrate.js';
import { island } from './island.js';

function Counter({ start }: { start: number }) {
  const [n, setN] = useState(start);
  return (
    <button type="button" onClick={() => setN(n + 1)}>
      Count {n}
    </button>
  );
}

function Boom(): never {
  throw new Error('boom');
}

const CounterIsland = island('Counter', Counter);

afterEach(() => {
  document.body.innerHTML = '';
  delete document.documentElement.dataset.islands;
});

describe('island', () => {
  it('wraps the prerendered HTML in an element that names the island and carries its props', () => {
    const html = renderToString(<CounterIsland start={3} />);
    const el = Object.assign(document.createElement('div'), { innerHTML: html }).firstElementChild as HTMLElement;
    expect(el.dataset.island).toBe('Counter');
    expect(JSON.parse(el.dataset.islandProps!)).toEqual({ start: 3 });
    expect(el.style.display).toBe('contents');
    expect(el.textContent).toBe('Count 3');
  });

  it('leaves the props attribute out when there are none', () => {
    const Plain = island('Plain', () => <p>x</p>);
    expect(renderToString(<Plain />)).not.toContain('data-island-props');
  });
});

describe('hydrateIslands', () => {
  const loaders = {
    './islands/Counter.tsx': async (): Promise<IslandModule> => ({ default: Counter as IslandModule['default'] }),
    './islands/Boom.tsx': async (): Promise<IslandModule> => ({ default: Boom as IslandModule['default'] }),
  };

  it('makes each island interactive with its props, shows the error screen for one that throws, and marks the page', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = renderToString(
      <main>
        <CounterIsland start={1} />
        <p>static</p>
        <CounterIsland start={5} />
      </main>,
    );
    document.body.insertAdjacentHTML('beforeend', '<div data-island="Boom"></div><div data-island="Missing"></div>');
    await act(() => hydrateIslands(document, loaders));

    expect(document.documentElement.dataset.islands).toBe('hydrated');
    const [first, second] = [...document.querySelectorAll('button')].filter((b) => b.textContent?.startsWith('Count'));
    await act(async () => first!.click());
    await act(async () => second!.click());
    expect(first!.textContent).toBe('Count 2');
    expect(second!.textContent).toBe('Count 6');
    expect(document.body.textContent).toContain('Something went wrong');
    expect(log).toHaveBeenCalledWith('No island module named Missing');
    log.mockRestore();
  });

  it('keeps going when an island’s code does not load', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = `${renderToString(<CounterIsland start={1} />)}<div data-island="Offline"></div>`;
    await act(() => hydrateIslands(document, { ...loaders, './islands/Offline.tsx': () => Promise.reject(new Error('network')) }));
    expect(log).toHaveBeenCalledWith('Island Offline did not load', expect.any(Error));
    expect(document.documentElement.dataset.islands).toBe('hydrated');
    log.mockRestore();
  });
});
