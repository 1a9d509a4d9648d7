const formatter = new Intl.DateTimeFormat('en-CA', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'America/Moncton',
});

/** A moment in the company's time zone, the same on the server and in the browser (no hydration drift). */
export function formatDateTime(value: Date | string): string {
  return formatter.format(typeof value === 'string' ? new Date(value) : value);
}
