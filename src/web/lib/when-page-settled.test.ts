import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from './query-client';
import { whenPageSettled } from './when-page-settled';

describe('whenPageSettled', () => {
  afterEach(() => {
    vi.useRealTimers();
    queryClient.clear();
  });

  it('waits for the reads in flight, then runs every waiting task once', async () => {
    vi.useFakeTimers();
    let answer: (value: number) => void = () => {};
    const read = queryClient.fetchQuery({
      queryKey: ['/api/slow'],
      queryFn: () =>
        new Promise<number>((resolve) => {
          answer = resolve;
        }),
    });
    const first = vi.fn();
    const second = vi.fn();
    whenPageSettled(first);
    whenPageSettled(second);
    await vi.advanceTimersByTimeAsync(5000);
    expect(first).not.toHaveBeenCalled();
    expect(second).not.toHaveBeenCalled();

    answer(1);
    await read;
    await vi.advanceTimersByTimeAsync(1000);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('runs soon when nothing is in flight', async () => {
    vi.useFakeTimers();
    const task = vi.fn();
    whenPageSettled(task);
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
