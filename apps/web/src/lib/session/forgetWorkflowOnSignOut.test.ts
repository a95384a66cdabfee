import { describe, expect, it, vi } from 'vitest';
import { create } from 'zustand';
import { forgetWorkflowOnSignOut } from './forgetWorkflowOnSignOut.js';

function stores(status: string) {
  const auth = create<{ status: string }>()(() => ({ status }));
  const reset = vi.fn();
  const workflow = { getState: () => ({ reset }) };
  return { auth, reset, stop: forgetWorkflowOnSignOut(auth, workflow) };
}

describe('forgetWorkflowOnSignOut', () => {
  it('resets the workflow when a signed-in session ends', () => {
    const { auth, reset } = stores('signed-in');
    auth.setState({ status: 'signed-out' });
    expect(reset).toHaveBeenCalledOnce();
  });

  it('keeps an anonymous visitor’s workflow when the stored session is found empty', () => {
    const { auth, reset } = stores('loading');
    auth.setState({ status: 'signed-out' });
    expect(reset).not.toHaveBeenCalled();
  });

  it('stops listening once disposed', () => {
    const { auth, reset, stop } = stores('signed-in');
    stop();
    auth.setState({ status: 'signed-out' });
    expect(reset).not.toHaveBeenCalled();
  });
});
