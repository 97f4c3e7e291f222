/**
 * The server's notion of "now". Everything time-dependent (task periods, reminders) reads it through here so
 * tests can move time forward instead of waiting for it.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that runs with real time, offset by however far a test has moved it. */
export class AdjustableClock implements Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  /** Moves the clock forward (or back, with a negative amount). */
  advance(milliseconds: number): void {
    this.offsetMs += milliseconds;
  }

  /** Makes "now" the given instant from here on (time still runs on from it). */
  set(instant: Date): void {
    this.offsetMs = instant.getTime() - Date.now();
  }
}
