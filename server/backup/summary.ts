/** What the backup and restore scripts print: sizes and row counts an operator reads at a glance. */

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}

/** "properties 48, users 3, ...": the tables that hold rows, largest first. */
export function tableCounts(tables: { name: string; rows: number }[]): string {
  const held = tables.filter((table) => table.rows > 0).sort((a, b) => b.rows - a.rows);
  return held.length === 0 ? 'none' : held.map((table) => `${table.name} ${table.rows}`).join(', ');
}
