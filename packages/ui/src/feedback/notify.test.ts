import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify, TOAST_ERROR_MS, TOAST_SUCCESS_MS } from './notify.js';

vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

afterEach(() => {
  vi.clearAllMocks();
});

describe('notify', () => {
  it('puts brief notices top-center (under the header): not over a step\'s Continue button or the result just shown', () => {
    notify.success('Groups compared successfully!');
    notify.info('No trend made: this data has no time column.');
    expect(toast.success).toHaveBeenCalledWith('Groups compared successfully!', { duration: TOAST_SUCCESS_MS, position: 'top-center' });
    expect(toast).toHaveBeenCalledWith('No trend made: this data has no time column.', { duration: TOAST_SUCCESS_MS, position: 'top-center' });
  });

  it('keeps errors and retries where the Toaster puts them (bottom-right): they announce no result', () => {
    notify.error('Failed to generate portfolio');
    notify.retry('Failed to save portfolio to database', () => undefined);
    expect(toast.error).toHaveBeenNthCalledWith(1, 'Failed to generate portfolio', { duration: TOAST_ERROR_MS });
    expect(vi.mocked(toast.error).mock.calls[1]![1]).not.toHaveProperty('position');
  });

  it('gives a retry toast a button that re-runs what failed, and no time limit', () => {
    const onRetry = vi.fn();
    notify.retry('Failed to save portfolio to database', onRetry, 'Save again');
    const options = vi.mocked(toast.error).mock.calls[0]![1]!;
    expect(options.duration).toBe(Infinity);
    const action = options.action as { label: string; onClick: () => void };
    expect(action.label).toBe('Save again');
    action.onClick();
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
