import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { HydrateOn } from './attributes.js';
import { island } from './island.js';
import { scheduleIslands, type IslandLoaders, type IslandModule } from './scheduleIslands.js';

function Counter({ start }: { start: number }) {
  const [n, setN] = useState(start);
  return (
    <button type="button" onClick={() => setN(n + 1)}>
      Count {n}
    </button>
  );
}

function Echo() {
  const [text, setText] = useState('');
  const [sent, setSent] = useState('');
  return (
    <form
      aria-label="echo"
      onSubmit={(e) => {
        e.preventDefault();
        setSent(text);
      }}
    >
      <input aria-label="text" value={text} onChange={(e) => setText(e.target.value)} />
      <output>{sent ? `sent ${sent}` : `typed ${text}`}</output>
    </form>
  );
}

function Boom(): never {
  throw new Error('boom');
}

const module = (Component: unknown) => async (): Promise<IslandModule> => ({ default: Component as IslandModule['default'] });
const loaders: IslandLoaders = {
  './islands/Counter.tsx': module(Counter),
  './islands/Echo.tsx': module(Echo),
  './islands/Boom.tsx': module(Boom),
};
const loadHydrator = () => import('./hydrateIsland.js');

/** Prerenders islands into the document (as the build does) and returns their wrappers. */
function prerender(...parts: { name: string; Component: (p: never) => React.ReactNode; props?: object; hydrate?: HydrateOn; group?: string }[]) {
  document.body.innerHTML = parts
    .map(({ name, Component, props = {}, hydrate = 'interaction', group }) => {
      const Island = island(name, Component as never, { hydrate, group });
      return renderToString(<Island {...(props as object)} />);
    })
    .join('<p>static</p>');
  return [...document.querySelectorAll<HTMLElement>('[data-island]')];
}

/** Waits until the wrapper reports its island hydrated (or failed). */
async function settled(wrapper: HTMLElement) {
  await vi.waitFor(() => expect(wrapper.hasAttribute('data-hydrated')).toBe(true), { timeout: 60_000 });
}

// Hydration here runs as in a browser, on React's own scheduler, not inside act(): the states
// under test are waited for.
const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  // The hydrator's first import pulls in React DOM: seconds alone, over 60 s at load 31 (two fresh-clone CI runs and
  // three builds on two cores), which the first test's wait then paid for. Loaded once here, with a limit for a hang,
  // the tests' waits cover hydration only. The modules stay lazy in the tests: `loadHydrator` is still what they call.
  await loadHydrator();
}, 600_000);
afterAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
});

afterEach(() => {
  // Here, not at a test's end: a test that fails early must not leave its IntersectionObserver
  // stub to the next one (which checks that jsdom has none).
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
  delete document.documentElement.dataset.islands;
  vi.restoreAllMocks();
});

// Generous: the first hydration imports React DOM, which took over 15 s at CI load ~40.
describe('scheduleIslands', { timeout: 120_000 }, () => {
  it('scheduleIslands() hydrates nothing until the visitor heads for an island, then only that one', async () => {
    const [first, second] = prerender({ name: 'Counter', Component: Counter, props: { start: 1 } }, { name: 'Counter', Component: Counter, props: { start: 5 } });
    const hydrator = vi.fn(loadHydrator);
    scheduleIslands(document, { loaders, loadHydrator: hydrator });
    expect(document.documentElement.dataset.islands).toBe('ready');
    expect(hydrator).not.toHaveBeenCalled();

    first!.querySelector('button')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await settled(first!);
    expect(second!.hasAttribute('data-hydrated')).toBe(false);
    first!.querySelector('button')!.click();
    await vi.waitFor(() => expect(first!.textContent).toBe('Count 2'), { timeout: 60_000 });
    expect(document.documentElement.dataset.islands).toBe('ready');
  });

  it('scheduleIslands() replays a click that came before hydration finished', async () => {
    const [wrapper] = prerender({ name: 'Counter', Component: Counter, props: { start: 1 } });
    scheduleIslands(document, { loaders, loadHydrator });
    const button = wrapper!.querySelector('button')!;
    // A tap: pointerdown starts hydrating, the click arrives while the code is still loading.
    button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    button.click();
    await settled(wrapper!);
    await vi.waitFor(() => expect(button.textContent).toBe('Count 2'), { timeout: 60_000 });
    expect(document.documentElement.dataset.islands).toBe('hydrated');
  });

  it('scheduleIslands() hands what was typed and a submit before hydration to React', async () => {
    const [wrapper] = prerender({ name: 'Echo', Component: Echo });
    scheduleIslands(document, { loaders, loadHydrator });
    const input = wrapper!.querySelector('input')!;
    input.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    input.value = 'hello';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    wrapper!.querySelector('form')!.requestSubmit();
    await settled(wrapper!);
    await vi.waitFor(() => expect(wrapper!.querySelector('output')!.textContent).toBe('sent hello'), { timeout: 60_000 });
    expect(input.value).toBe('hello');
  });

  it('scheduleIslands() hydrates a whole group with its first member, and no other island', async () => {
    const [grouped, partner, alone] = prerender(
      { name: 'Counter', Component: Counter, props: { start: 2 }, group: 'g' },
      { name: 'Counter', Component: Counter, props: { start: 3 }, group: 'g' },
      { name: 'Counter', Component: Counter, props: { start: 4 } },
    );
    scheduleIslands(document, { loaders, loadHydrator });
    grouped!.querySelector('button')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await settled(grouped!);
    await settled(partner!);
    expect(alone!.hasAttribute('data-hydrated')).toBe(false);
  });

  it('scheduleIslands() hydrates a visible island when its content scrolls into view', async () => {
    const observed: Element[] = [];
    let notify: (entries: { isIntersecting: boolean }[]) => void = () => {};
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          notify = callback;
        }
        observe(el: Element) {
          observed.push(el);
        }
        disconnect() {}
      },
    );
    const [wrapper] = prerender({ name: 'Counter', Component: Counter, props: { start: 1 }, hydrate: 'visible' });
    scheduleIslands(document, { loaders, loadHydrator });
    expect(observed).toEqual([wrapper!.querySelector('button')]);
    notify([{ isIntersecting: false }]);
    expect(wrapper!.hasAttribute('data-hydrated')).toBe(false);
    notify([{ isIntersecting: true }]);
    await settled(wrapper!);
    vi.unstubAllGlobals();
  });

  it('scheduleIslands() shows the error screen in place of an island that throws, and logs one with no module', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    // jsdom has no IntersectionObserver: a visible island then hydrates at once, as in an old browser.
    expect(typeof IntersectionObserver).toBe('undefined');
    const [boom, missing, fine] = prerender(
      { name: 'Boom', Component: () => <p>prerendered</p>, hydrate: 'visible' },
      { name: 'Missing', Component: () => <p>static</p>, hydrate: 'visible' },
      { name: 'Counter', Component: Counter, props: { start: 1 }, hydrate: 'visible' },
    );
    scheduleIslands(document, { loaders, loadHydrator });
    await settled(boom!);
    await settled(missing!);
    await settled(fine!);
    expect(boom!.querySelector('[role="alert"]')).toHaveTextContent('Something went wrong');
    expect(missing!.textContent).toBe('static');
    expect(log).toHaveBeenCalledWith('Island Missing did not hydrate', expect.objectContaining({ message: 'No island module named Missing' }));
    expect(document.documentElement.dataset.islands).toBe('hydrated');
  });

  it('scheduleIslands() on a page without islands marks it hydrated at once', () => {
    document.body.innerHTML = '<p>static</p>';
    scheduleIslands(document, { loaders, loadHydrator });
    expect(document.documentElement.dataset.islands).toBe('hydrated');
  });
});
