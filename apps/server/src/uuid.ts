const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `value` is shaped like a uuid, so PostgreSQL can cast it (a malformed one makes the cast fail). */
export function isUuid(value: string): boolean {
  return uuidPattern.test(value);
}
