import { Unzip, UnzipInflate, unzipSync } from 'fflate';
import { XLSX_MAX_PART_BYTES } from '../constants.js';
import { CoreError } from '../errors.js';

/** Compressed bytes handed to the inflater per step: each step's output is a bounded piece, never the whole part. */
const PUSH_BYTES = 256 * 1024;

/**
 * Inflates one zip entry piece by piece, handing each piece to `onData` and keeping none: a sheet's XML
 * (hundreds of MB for a million rows) is never held whole — the workbook's own bytes are the only big
 * buffer. A size declared over XLSX_MAX_PART_BYTES (in the central directory or the entry's own header)
 * is refused before inflating; an entry that inflates past the size it declared is refused as it grows,
 * so a zip bomb costs at most the cap in CPU and nothing in memory. Answers false when the entry does not exist.
 * Throws CoreError XLSX_TOO_LARGE, INVALID_XLSX, or what `onData` throws.
 *
 * @example
 * streamXlsxPart(bytes, 'xl/worksheets/sheet1.xml', (piece) => reader.push(piece)); // true
 */
export function streamXlsxPart(bytes: Uint8Array, name: string, onData: (piece: Uint8Array) => void): boolean {
  const declared = centralSize(bytes, name);
  if (declared === null) return false;
  if (declared > XLSX_MAX_PART_BYTES) throw tooLarge(name, declared);
  let found = false;
  let done = false;
  let inflated = 0;
  // Set inside fflate's callbacks: typed by assertion so the checks after the loop are not narrowed to the initial null.
  let failure = null as CoreError | Error | { fromReader: unknown } | null;
  const unzip = new Unzip((file) => {
    if (file.name !== name || found) return; // never started: skipped without inflating
    found = true;
    // The smallest size the archive claims anywhere: inflating past it means the archive lies.
    const limit = Math.min(file.originalSize ?? declared, declared);
    if ((file.originalSize ?? 0) > XLSX_MAX_PART_BYTES) {
      failure = tooLarge(name, file.originalSize!);
      done = true;
      return;
    }
    file.ondata = (error, piece, final) => {
      if (failure) return;
      if (error) failure = error;
      else {
        inflated += piece.length;
        if (inflated > limit) failure = inflated > XLSX_MAX_PART_BYTES ? tooLarge(name, inflated) : new CoreError('INVALID_XLSX', `The workbook part ${name} unpacks past its declared ${limit} bytes; it was not read.`);
        else {
          try {
            onData(piece);
          } catch (e) {
            failure = { fromReader: e };
          }
        }
      }
      // A part shorter than declared is as much a lie as a longer one: its rows would be silently cut.
      if (final && !failure && inflated !== limit) failure = new CoreError('INVALID_XLSX', `The workbook part ${name} unpacks to ${inflated} bytes, not the ${limit} it declares; it was not read.`);
      if (final || failure) done = true;
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    for (let at = 0; at < bytes.length && !done; at += PUSH_BYTES) unzip.push(bytes.subarray(at, at + PUSH_BYTES), at + PUSH_BYTES >= bytes.length);
  } catch (e) {
    failure ??= e instanceof Error ? e : new Error(String(e));
  }
  if (failure) {
    // What the reader threw is the reader's to tell (a sheet too wide, say); anything fflate threw means a broken zip.
    if (typeof failure === 'object' && 'fromReader' in failure) throw failure.fromReader;
    if (failure instanceof CoreError) throw failure;
    throw new CoreError('INVALID_XLSX', `The file is not a readable .xlsx workbook (${failure instanceof Error ? failure.message : String(failure)}).`);
  }
  if (found && !done) throw new CoreError('INVALID_XLSX', `The workbook part ${name} ends before its data does; the file is cut short.`);
  return found;
}

/** The entry's uncompressed size as the central directory declares it, read without inflating anything; null when there is no such entry. */
function centralSize(bytes: Uint8Array, name: string): number | null {
  let size: number | null = null;
  try {
    unzipSync(bytes, {
      filter: (file) => {
        if (file.name === name) size = file.originalSize;
        return false;
      },
    });
  } catch (e) {
    throw new CoreError('INVALID_XLSX', `The file is not a readable .xlsx workbook (${e instanceof Error ? e.message : String(e)}).`);
  }
  return size;
}

function tooLarge(name: string, bytes: number): CoreError {
  return new CoreError('XLSX_TOO_LARGE', `The workbook part ${name} unpacks to ${bytes} bytes or more, over the ${XLSX_MAX_PART_BYTES}-byte limit.`);
}
