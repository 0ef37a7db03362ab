/**
 * Minutes east of UTC that a time zone is at an instant (Madrid in winter: 60;
 * New York in summer: −240), as `workout_sessions.timezone_offset` keeps it.
 */
export function utcOffsetMinutes(timeZone: string, at: Date): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /^GMT(?:([+-])(\d{2}):(\d{2}))?$/.exec(name ?? '');
  if (!match) throw new Error(`No UTC offset for the time zone ${timeZone}`);
  const [, sign, hours, minutes] = match;
  if (!sign) return 0;
  return (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
}
