/** Set filters as a person counts them: a period's two ends are one filter. */
export function setFilterCount(filters: Record<string, string | undefined> | undefined): number {
  if (!filters) return 0;
  const set = Object.entries(filters).filter(([, value]) => Boolean(value));
  const periods = set.filter(([name]) => name === 'dateFrom' || name === 'dateTo').length > 0 ? 1 : 0;
  return set.filter(([name]) => name !== 'dateFrom' && name !== 'dateTo').length + periods;
}
