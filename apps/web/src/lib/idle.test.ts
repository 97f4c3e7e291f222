import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { idleFallbackMs, idleTimeoutMs, whenIdle } from './idle';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('whenIdle with requestIdleCallback', () => {
  /** A browser's idle queue: callbacks wait until the test says the browser is idle. */
  function stubIdleQueue() {
    const waiting = new Map<number, () => void>();
    const options: (IdleRequestOptions | undefined)[] = [];
    let next = 1;
    vi.stubGlobal('requestIdleCallback', (callback: () => void, requested?: IdleRequestOptions) => {
      waiting.set(next, callback);
      options.push(requested);
      return next++;
    });
    vi.stubGlobal('cancelIdleCallback', (handle: number) => waiting.delete(handle));
    const idle = () => {
      for (const callback of waiting.values()) callback();
      waiting.clear();
    };
    return { idle, options };
  }

  it('runs the task at the first idle moment, not before, with the deadline that bounds a busy page', () => {
    const browser = stubIdleQueue();
    const task = vi.fn();
    whenIdle(task);
    vi.advanceTimersByTime(idleFallbackMs * 10);
    expect(task).not.toHaveBeenCalled();
    browser.idle();
    expect(task).toHaveBeenCalledTimes(1);
    expect(browser.options).toEqual([{ timeout: idleTimeoutMs }]);
  });

  it('never runs a task cancelled before the idle moment', () => {
    const browser = stubIdleQueue();
    const task = vi.fn();
    const cancel = whenIdle(task);
    cancel();
    browser.idle();
    expect(task).not.toHaveBeenCalled();
  });
});

describe('whenIdle without requestIdleCallback (Safari)', () => {
  beforeEach(() => {
    vi.stubGlobal('requestIdleCallback', undefined);
  });

  it('runs the task once the fallback delay has passed, not before', () => {
    const task = vi.fn();
    whenIdle(task);
    vi.advanceTimersByTime(idleFallbackMs - 1);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('never runs a cancelled task', () => {
    const task = vi.fn();
    whenIdle(task)();
    vi.advanceTimersByTime(idleFallbackMs * 2);
    expect(task).not.toHaveBeenCalled();
  });
});
