import { beforeEach, describe, expect, it, vi } from 'vitest';

// Decision 139: a delete's toast carries "Undo", which posts the change id to the restore endpoint.
const apiRequest = vi.fn(async (_method: string, _url: string, _data?: unknown) => new Response(null));
vi.mock('../lib/api', () => ({ apiRequest }));
vi.mock('../lib/query-client', () => ({ queryClient: { invalidateQueries: vi.fn(async () => {}) } }));

const { undoableToast } = await import('./undoable-toast');
const { toastSnapshot } = await import('./use-toast');

describe('undoableToast', () => {
  beforeEach(() => apiRequest.mockClear());

  it('offers Undo, which restores the change', async () => {
    undoableToast({ title: 'Transaction deleted', changeId: 'c-1' });
    const [shown] = toastSnapshot().toasts;
    expect(shown).toMatchObject({ title: 'Transaction deleted', action: { label: 'Undo' } });
    shown?.action?.onClick();
    expect(apiRequest).toHaveBeenCalledWith('POST', '/api/transactions/restore', { changeId: 'c-1' });
    await vi.waitFor(() => expect(toastSnapshot().toasts[0]?.title).toBe('Undone'));
  });

  it('offers nothing to undo without a change id', () => {
    undoableToast({ title: 'Transaction deleted', changeId: null });
    expect(toastSnapshot().toasts[0]?.action).toBeUndefined();
    expect(apiRequest).not.toHaveBeenCalled();
  });
});
