const parts = new Intl.DateTimeFormat('en-CA', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** The spec's date style for the policy: "01-Jan-2025" for 2025-01-01. */
export function formatPolicyDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  const byType = Object.fromEntries(parts.formatToParts(date).map((p) => [p.type, p.value]));
  return `${byType.day}-${String(byType.month).replace('.', '')}-${byType.year}`;
}
