const DAY_MS = 86_400_000;
// Serial 0 is 1899-12-30 in the 1900 system (so that Excel's fictitious 1900-02-29, serial 60, lands
// on 1900-02-28/03-01 as every other reader has it), 1904-01-01 in the 1904 system.
const EPOCH_1900 = Date.UTC(1899, 11, 30);
const EPOCH_1904 = Date.UTC(1904, 0, 1);

/**
 * An Excel date serial as the ISO text core's typing reads: `yyyy-mm-dd`, with ` hh:mm:ss` when the
 * serial has a time of day (rounded to the second).
 *
 * @example
 * excelSerialText(45292, false); // '2024-01-01'
 * excelSerialText(45292.5, false); // '2024-01-01 12:00:00'
 */
export function excelSerialText(serial: number, date1904: boolean): string {
  const ms = Math.round((serial * DAY_MS) / 1000) * 1000 + (date1904 ? EPOCH_1904 : EPOCH_1900);
  const iso = new Date(ms).toISOString();
  return ms % DAY_MS === 0 ? iso.slice(0, 10) : `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
}
