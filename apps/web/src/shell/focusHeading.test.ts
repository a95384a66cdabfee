import { afterEach, describe, expect, it } from 'vitest';
import { focusMainHeading } from './focusHeading.js';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('focusMainHeading', () => {
  it("focuses the main content's h1, making it focusable by script only", () => {
    document.body.innerHTML = '<h1>Not this</h1><main id="main-content"><h1>KPI Tracker</h1></main>';
    expect(focusMainHeading()).toBe(true);
    expect(document.activeElement?.textContent).toBe('KPI Tracker');
    expect(document.activeElement?.getAttribute('tabindex')).toBe('-1');
  });

  it('a guard screen without an h1 gets its h2 focused', () => {
    document.body.innerHTML = '<main id="main-content"><h2>No Data Available</h2></main>';
    expect(focusMainHeading()).toBe(true);
    expect(document.activeElement?.textContent).toBe('No Data Available');
  });

  it('waits while there is no heading yet, and leaves focus alone while a dialog is open', () => {
    document.body.innerHTML = '<main id="main-content"><p>Loading…</p></main>';
    expect(focusMainHeading()).toBe(false);
    document.body.innerHTML = '<main id="main-content"><h1>Data Upload</h1></main><div role="dialog"><input></div>';
    expect(focusMainHeading()).toBe(true);
    expect(document.activeElement).toBe(document.body);
  });

  it('leaves focus in an open menu (the user menu opened while the screen after sign-in was loading)', () => {
    document.body.innerHTML = '<main id="main-content"><h1>Data Upload</h1></main><div role="menu"><div role="menuitem" tabindex="-1">Profile</div></div>';
    const item = document.querySelector<HTMLElement>('[role="menuitem"]')!;
    item.focus();
    expect(focusMainHeading()).toBe(true);
    expect(document.activeElement).toBe(item);
  });
});
