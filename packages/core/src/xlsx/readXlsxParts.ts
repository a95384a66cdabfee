import { unzipSync } from 'fflate';
import { CoreError } from '../errors.js';
import { XLSX_MAX_PART_BYTES } from '../constants.js';

/**
 * Inflates only the named zip entries that exist. Each entry's declared size is checked against
 * XLSX_MAX_PART_BYTES before inflating, and inflation writes into a buffer of exactly that declared
 * size, so a zip bomb (a tiny entry that claims or expands to gigabytes) cannot exhaust memory.
 *
 * @example
 * readXlsxParts(bytes, ['xl/workbook.xml'])['xl/workbook.xml']; // Uint8Array
 */
export function readXlsxParts(bytes: Uint8Array, names: readonly string[]): Record<string, Uint8Array> {
  const wanted = new Set(names);
  try {
    return unzipSync(bytes, {
      filter: (file) => {
        if (!wanted.has(file.name)) return false;
        if (file.originalSize > XLSX_MAX_PART_BYTES) {
          throw new CoreError('XLSX_TOO_LARGE', `The workbook part ${file.name} unpacks to ${file.originalSize} bytes, over the ${XLSX_MAX_PART_BYTES}-byte limit.`);
        }
        return true;
      },
    });
  } catch (e) {
    if (e instanceof CoreError) throw e;
    throw new CoreError('INVALID_XLSX', `The file is not a readable .xlsx workbook (${e instanceof Error ? e.message : String(e)}).`);
  }
}
