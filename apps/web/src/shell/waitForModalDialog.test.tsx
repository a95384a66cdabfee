import { render } from '@testing-library/react';
import { expect, it } from 'vitest';
import { waitForModalDialog } from './waitForModalDialog.js';

it('waits while the dialog does not take pointer events, and resolves with it once it does', async () => {
  // The state Radix leaves between its open effect and the next render: the body refuses
  // pointer events and the dialog has not yet claimed them back.
  document.body.style.pointerEvents = 'none';
  render(<div role="dialog" aria-label="Sign in" />);
  const dialog = document.querySelector<HTMLElement>('[role=dialog]')!;
  let resolved: HTMLElement | null = null;
  const waiting = waitForModalDialog().then((d) => (resolved = d));
  // Several polling rounds of waitFor (every 50 ms) go by without an answer…
  await new Promise((r) => setTimeout(r, 300));
  expect(resolved).toBeNull();
  // …until the dialog takes clicks again.
  dialog.style.pointerEvents = 'auto';
  await waiting;
  expect(resolved).toBe(dialog);
  document.body.style.pointerEvents = '';
});
