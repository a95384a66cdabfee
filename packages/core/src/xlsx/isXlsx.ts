/**
 * True when the bytes start like a zip archive (PK\x03\x04), as every .xlsx does and no CSV can:
 * how ingest tells a workbook from a CSV without trusting the file name.
 *
 * @example
 * isXlsx(new Uint8Array([0x50, 0x4b, 3, 4])); // true
 */
export function isXlsx(head: Uint8Array): boolean {
  return head.length >= 4 && head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04;
}
