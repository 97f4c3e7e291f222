import { describe, expect, it } from 'vitest';
import { errorChain, retryingConflicts } from './errors';

/** An error as Drizzle throws it: "Failed query: …" with the driver's error, carrying the SQLSTATE, as its cause. */
const failedQuery = (code: string) =>
  Object.assign(new Error('Failed query: delete from "users"'), { cause: Object.assign(new Error('x'), { code }) });

describe('errorChain', () => {
  it('walks an error and the causes it wraps, outermost first, and stops at anything that is no object', () => {
    const error = failedQuery('23505');
    expect([...errorChain(error)].map(({ code }) => code)).toEqual([undefined, '23505']);
    expect([...errorChain('text')]).toEqual([]);
    expect([...errorChain(null)]).toEqual([]);
  });
});

describe('retryingConflicts', () => {
  it('runs a transaction again after a deadlock or a serialisation failure, and answers with its result', async () => {
    const failures = [failedQuery('40P01'), failedQuery('40001')];
    let tries = 0;
    const result = await retryingConflicts(async () => {
      tries += 1;
      const failure = failures.shift();
      if (failure) throw failure;
      return 'done';
    });
    expect(result).toBe('done');
    expect(tries).toBe(3);
  });

  it('gives up after three tries, with the last error', async () => {
    let tries = 0;
    const attempt = retryingConflicts(async () => {
      tries += 1;
      throw failedQuery('40P01');
    });
    await expect(attempt).rejects.toThrow('Failed query');
    expect(tries).toBe(3);
  });

  it('does not run again after any other error', async () => {
    let tries = 0;
    const attempt = retryingConflicts(async () => {
      tries += 1;
      throw failedQuery('23503');
    });
    await expect(attempt).rejects.toThrow('Failed query');
    expect(tries).toBe(1);
  });
});
