import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NARROW_TOAST_QUERY, notify, TOAST_ERROR_MS, TOAST_SUCCESS_MS } from './notify.js';

vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

/** A viewport that matches NARROW_TOAST_QUERY or not. */
function viewport(narrow: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: narrow && query === NARROW_TOAST_QUERY, media: query }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('notify', () => {
  it('on a phone puts brief notices top-center (under the header) — not at the bottom over the result just shown', () => {
    viewport(true);
    notify.success('Groups compared successfully!');
    notify.info('No trend made: this data has no time column.');
    expect(toast.success).toHaveBeenCalledWith('Groups compared successfully!', { duration: TOAST_SUCCESS_MS, position: 'top-center' });
    expect(toast).toHaveBeenCalledWith('No trend made: this data has no time column.', { duration: TOAST_SUCCESS_MS, position: 'top-center' });
  });

  it('on a phone keeps errors and retries where the Toaster puts them (bottom): they announce no result', () => {
    viewport(true);
    notify.error('Failed to generate portfolio');
    notify.retry('Failed to save portfolio to database', () => undefined);
    expect(toast.error).toHaveBeenNthCalledWith(1, 'Failed to generate portfolio', { duration: TOAST_ERROR_MS });
    expect(vi.mocked(toast.error).mock.calls[1]![1]).not.toHaveProperty('position');
  });

  it('on a wide screen leaves every toast to the Toaster (bottom-right)', () => {
    viewport(false);
    notify.success('Portfolio generated successfully!');
    expect(toast.success).toHaveBeenCalledWith('Portfolio generated successfully!', { duration: TOAST_SUCCESS_MS });
  });
});
