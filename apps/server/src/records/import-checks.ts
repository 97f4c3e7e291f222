import { randomBytes } from 'node:crypto';
import { importCheckMinutes, type ImportRowResult } from '@shutterdesk/core';
import { AppError } from '../errors';

/** Rows all held checks may keep together (a full import is 10,000): the oldest check goes first beyond it. */
const heldRowsCapacity = 50_000;

interface HeldCheck<Row> {
  owner: string;
  results: readonly ImportRowResult<Row>[];
  expiresAt: number;
}

/**
 * The rows of import checks that found no bad row, kept in this server's memory so that the commit names its check
 * (a checkToken) instead of sending and having every row read again: a file of 10,000 rows then crosses the
 * network and the rules once. One check per owner (a newer one replaces it), used once, for importCheckMinutes.
 * A commit the server cannot match (expired, restarted, another instance of a cluster) is answered
 * IMPORT_CHECK_EXPIRED and the browser sends the rows instead, so nothing depends on this memory.
 */
export class ImportChecks<Row> {
  private readonly held = new Map<string, HeldCheck<Row>>();
  private heldRows = 0;

  /** Keeps a check's results and answers the token that names them. */
  keep(owner: string, results: readonly ImportRowResult<Row>[], now: Date): string {
    for (const [token, check] of this.held) if (check.owner === owner) this.forget(token);
    this.forgetExpired(now);
    for (const token of this.held.keys()) {
      if (this.heldRows + results.length <= heldRowsCapacity) break;
      this.forget(token);
    }
    const token = randomBytes(24).toString('base64url');
    this.held.set(token, { owner, results, expiresAt: now.getTime() + importCheckMinutes * 60_000 });
    this.heldRows += results.length;
    return token;
  }

  /** The results a token names, if they are the owner's and still held; the check is used up. */
  take(owner: string, token: string, now: Date): readonly ImportRowResult<Row>[] {
    this.forgetExpired(now);
    const check = this.held.get(token);
    if (!check || check.owner !== owner)
      throw new AppError('IMPORT_CHECK_EXPIRED', 'This check has expired. Check the rows again.');
    this.forget(token);
    return check.results;
  }

  private forgetExpired(now: Date) {
    for (const [token, check] of this.held) if (check.expiresAt <= now.getTime()) this.forget(token);
  }

  private forget(token: string) {
    const check = this.held.get(token);
    if (!check) return;
    this.held.delete(token);
    this.heldRows -= check.results.length;
  }
}
