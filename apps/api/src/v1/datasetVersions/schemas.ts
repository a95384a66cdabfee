import { z } from '@hono/zod-openapi';
import { IdParamSchema } from '../schemas.js';

/**
 * How a file refreshes a saved dataset, and how to read it (the same import settings as POST /analyses). Each
 * setting left out is the dataset's saved choice (its `import_settings`), as the app's refresh reads a new file.
 */
export const RefreshDatasetQuerySchema = z
  .object({
    mode: z.enum(['replace', 'append']).openapi({ description: '`replace`: the file becomes the data; `append`: its rows follow the saved ones' }),
    file_name: z.string().trim().min(1).max(255).optional().openapi({ description: 'The new file\'s name (default: keep the saved one)', example: 'sales-december.csv' }),
    sheet: z.string().min(1).optional().openapi({ description: 'The .xlsx sheet to read (default: the sheet the dataset was saved from when the workbook has it, else the first)', example: 'Sales' }),
    delimiter: z.enum([',', ';', 'tab', '|']).optional().openapi({ description: 'CSV field delimiter (default: the dataset\'s saved choice, else detected)' }),
    decimal_separator: z.enum(['.', ',']).optional().openapi({ description: 'Decimal separator (default: the dataset\'s saved choice, else detected)' }),
    date_order: z.enum(['DMY', 'MDY']).optional().openapi({ description: 'How a/b/yyyy dates are read (default: the dataset\'s saved choice, else detected)' }),
  })
  .strict();

export const VersionParamSchema = IdParamSchema.extend({
  version: z.coerce.number().int().min(1).openapi({ param: { name: 'version', in: 'path' }, example: 2 }),
});

export const DatasetVersionSchema = z
  .object({
    version: z.number().int().openapi({ example: 1 }),
    file_name: z.string().nullable().openapi({ example: 'sales-november.csv' }),
    headers: z.array(z.string()).openapi({ example: ['day', 'region', 'sales'] }),
    row_count: z.number().int().openapi({ example: 30 }),
    column_count: z.number().int().openapi({ example: 3 }),
    created_at: z.string().openapi({ description: 'When this content became current', example: '2026-11-01T08:00:00.000Z' }),
    replaced_at: z.string().openapi({ description: 'When a newer content replaced it', example: '2026-12-01T08:00:00.000Z' }),
  })
  .openapi('DatasetVersion');

export const DatasetVersionsSchema = z
  .object({
    dataset_id: z.string().openapi({ example: '6f1c0d1e-8a53-4a57-9c1e-2f1b8e0c9a11' }),
    current_version: z.number().int().openapi({ example: 3 }),
    versions: z.array(DatasetVersionSchema).openapi({ description: 'Earlier versions, newest first (the last 20 are kept)' }),
  })
  .openapi('DatasetVersions');

export type RefreshDatasetQuery = z.infer<typeof RefreshDatasetQuerySchema>;
