import { rowIdPattern } from '@shutterdesk/core/api';

/** Whether `value` is shaped like a uuid, so PostgreSQL can cast it (a malformed one makes the cast fail). */
export function isUuid(value: string): boolean {
  return rowIdPattern.test(value);
}
