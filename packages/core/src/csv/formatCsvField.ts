/**
 * One CSV field: quoted (with doubled quotes) when it holds the delimiter, a quote, CR or LF.
 *
 * @example
 * formatCsvField('a,b'); // '"a,b"'
 * formatCsvField('say "hi"'); // '"say ""hi"""'
 * formatCsvField('plain'); // 'plain'
 */
export function formatCsvField(value: string, delimiter = ','): string {
  for (let i = 0; i < value.length; i++) {
    const c = value[i];
    if (c === '"' || c === '\n' || c === '\r' || c === delimiter) return `"${value.replaceAll('"', '""')}"`;
  }
  return value;
}
