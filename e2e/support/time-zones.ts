/**
 * A fixed-offset zone in which it is now about `hour` o'clock, so the tick finds the 09:00 and 17:00 reminders due
 * without moving the shared server clock. 'Etc/GMT-5' is five hours ahead of UTC (the POSIX sign is inverted).
 */
export function zoneWhereItIsNow(hour: number): string {
  const offset = ((hour - new Date().getUTCHours() + 36) % 24) - 12;
  if (offset === 0) return 'Etc/GMT';
  return offset > 0 ? `Etc/GMT-${offset}` : `Etc/GMT+${-offset}`;
}
