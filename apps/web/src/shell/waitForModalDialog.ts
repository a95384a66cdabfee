import { screen, waitFor } from '@testing-library/react';

/**
 * Test helper: the open modal dialog, once it takes clicks. On open, Radix sets
 * `pointer-events: none` on the body in an effect and gives the dialog `pointer-events: auto`
 * one render later; a click in between fails ("unable to click element as it has or inherits
 * pointer-events: none"). The window is short, but on a loaded machine a test clicked
 * into it (issue 14). So wait for that state, not for time.
 */
export async function waitForModalDialog(): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog');
  await waitFor(() => {
    if (dialog.style.pointerEvents !== 'auto') throw new Error('the dialog does not take pointer events yet');
  });
  return dialog;
}
