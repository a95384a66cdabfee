import { downloadBlob } from '@tallyline/ui';

/** Saves `content` as a file named `fileName` through a temporary link. */
export function downloadText(content: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  downloadBlob(new Blob([content], { type }), fileName);
}
