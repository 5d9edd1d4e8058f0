const UNIT_MS: Record<string, number> = {
  ms: 1,
  s: 1000,
  sec: 1000,
  second: 1000,
  seconds: 1000,
  m: 60_000,
  min: 60_000,
  minute: 60_000,
  minutes: 60_000,
  h: 3_600_000,
  hour: 3_600_000,
  hours: 3_600_000,
  d: 86_400_000,
  day: 86_400_000,
  days: 86_400_000,
};

/**
 * Parses '15 minutes', '12h', '30s', '500ms'; a bare number means seconds.
 * Returns null for anything else so the config layer can name the bad variable.
 */
export function parseDurationMs(text: string): number | null {
  const match = /^(\d+(?:\.\d+)?)\s*([a-z]*)$/i.exec(text.trim());
  if (!match) return null;
  const unit = (match[2] ?? '').toLowerCase() || 's';
  const factor = UNIT_MS[unit];
  if (factor === undefined) return null;
  const ms = Math.round(Number(match[1]) * factor);
  return ms > 0 ? ms : null;
}
