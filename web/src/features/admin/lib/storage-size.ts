const UNITS = ['kB', 'MB', 'GB', 'TB'] as const;

/**
 * What an account's data takes on the server, in decimal units as disks are sold: '0 kB',
 * '0.5 kB', '12 kB', '3.4 MB'. One decimal below 10 of a unit, whole numbers above, so a column of
 * sizes reads at a glance.
 */
export function formatStorageSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 kB';
  let value = bytes / 1000;
  let unit = 0;
  while (value >= 999.5 && unit < UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  const shown = value < 9.95 ? Math.max(0.1, Math.round(value * 10) / 10) : Math.round(value);
  return `${shown} ${UNITS[unit]}`;
}
