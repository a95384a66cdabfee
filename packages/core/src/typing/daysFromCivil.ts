/**
 * Days since 1970-01-01 of a proleptic Gregorian date (any year, no 0–99 remapping as in Date.UTC).
 *
 * @example
 * daysFromCivil(1970, 1, 1); // 0
 * daysFromCivil(2024, 3, 1); // 19783
 */
export function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}
