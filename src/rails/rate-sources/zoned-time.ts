// Owns the local calendar of the sources' countries: which date it is now in a time zone, and which instant a local
// date and time written without a zone stands for. Uses the IANA zone data built into Node (Intl), so a date from
// before Brazil ended daylight saving time (2019) converts with the offset it had then.

export interface LocalDate {
  year: number;
  month: number;
  day: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string): Intl.DateTimeFormat {
  let made = formatters.get(zone);
  if (!made) {
    made = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, made);
  }
  return made;
}

function wallClock(zone: string, instant: Date): LocalDate & { hour: number; minute: number; second: number } {
  const parts = Object.fromEntries(
    formatter(zone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** The calendar date in `zone` at `instant`, `daysBack` days earlier. */
export function localDate(zone: string, instant: Date, daysBack = 0): LocalDate {
  const { year, month, day } = wallClock(zone, instant);
  const shifted = new Date(Date.UTC(year, month - 1, day - daysBack));
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

export function isoDate(date: LocalDate): string {
  return `${date.year}-${pad(date.month)}-${pad(date.day)}`;
}

/** The zone's offset from UTC at `instant`, in milliseconds (Brasília: -3 h). */
function offsetMs(zone: string, instant: number): number {
  const whole = Math.floor(instant / 1000) * 1000;
  const clock = wallClock(zone, new Date(whole));
  return Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second) - whole;
}

/**
 * The instant at which the wall clock in `zone` showed this local date and time. Two passes settle the offset; a time
 * that a daylight-saving change skipped or repeated resolves to one of its candidates.
 */
export function instantOf(zone: string, date: LocalDate, hour = 0, minute = 0, second = 0, millisecond = 0): Date {
  const naive = Date.UTC(date.year, date.month - 1, date.day, hour, minute, second, millisecond);
  const first = naive - offsetMs(zone, naive);
  return new Date(naive - offsetMs(zone, first));
}

const pad = (value: number): string => String(value).padStart(2, '0');
