/** Types of xlsxFile.mjs, for the e2e specs (TypeScript) that import it. */
export declare const XLSX_HEADERS: string[];
export declare function xlsxRow(i: number): [Date, string, number, number];
export declare function writeXlsx(path: string, rows: number): Promise<{ rows: number; units: number }>;
export declare function xlsxRowsAsCsv(rows: number): string;
