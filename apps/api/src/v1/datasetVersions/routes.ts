import { createRoute } from '@hono/zod-openapi';
import { CSV_TYPES, XLSX_TYPE, problem, rateHeaders } from '../analyses/routes.js';
import { DatasetSchema, IdParamSchema } from '../schemas.js';
import { DatasetVersionsSchema, RefreshDatasetQuerySchema, VersionParamSchema } from './schemas.js';

/** Largest file a refresh reads: the rows are stored as JSON, like POST /datasets' body. */
export const MAX_REFRESH_BODY_BYTES = 16 * 1024 * 1024;

const common = {
  400: problem('A parameter is invalid, or the file cannot be parsed (the message says why)'),
  401: problem('Missing, unknown or revoked API key, or an invalid or expired access token'),
  403: problem('A read-only key tried to change a dataset, or the request came over plain HTTP'),
  429: problem('Rate limit exceeded; retry after the number of seconds in Retry-After'),
};
const dataset = (description: string) => ({ description, headers: rateHeaders, content: { 'application/json': { schema: DatasetSchema } } });
const bearer = [{ bearerAuth: [] }];

export const refreshDatasetRoute = createRoute({
  operationId: 'refreshDataset',
  method: 'post',
  path: '/datasets/{id}/refresh',
  tags: ['Datasets'],
  summary: 'Replace or append to a saved dataset with a new file of the same columns',
  description: [
    `Send the file as the body (\`Content-Type: text/csv\` or \`${XLSX_TYPE}\`, up to ${MAX_REFRESH_BODY_BYTES / 1024 / 1024} MB) and \`mode=replace\``,
    'or `mode=append`. The file is read with the import settings the dataset was saved with (a workbook\'s sheet, a',
    'forced delimiter, decimal separator or date order), each overridden by the same query parameter. The file must have the same column names as the dataset (in any order); otherwise the answer is',
    '422 `column_mismatch` naming the missing and extra columns. When the new content differs from the current one',
    '(compared by a fingerprint of every row, so a change past the first rows counts) the previous content is kept as a',
    'version (`GET /v1/datasets/{id}/versions`) and `version` goes up by 1; the same content again keeps the version. Analyses of the dataset (`POST /v1/analyses` with its `dataset_id`) use the',
    'new rows. A dataset saved by the app keeps every row in a file per version and a 10,000-row preview in `data`: an',
    'append reads that file, and the new content is kept the same way (its `row_count` counts every row). Dashboards and',
    'KPIs that follow the dataset (saved with its `dataset_id`) are recomputed from the new content in the same transaction,',
    'so every later read, list and share link shows the new numbers. Needs a read-write key or a user token.',
  ].join('\n'),
  security: bearer,
  request: {
    params: IdParamSchema,
    query: RefreshDatasetQuerySchema,
    body: {
      required: true,
      content: {
        'text/csv': { schema: { type: 'string' }, example: 'day,region,sales\n2024-02-01,North,140\n' },
        [XLSX_TYPE]: { schema: { type: 'string', format: 'binary' } },
      },
    },
  },
  responses: {
    200: dataset('The dataset with its new rows and version'),
    ...common,
    404: problem('No such dataset for you'),
    409: problem('An append to a dataset whose database rows are only a preview and whose original file is missing (it would drop rows), or a dataset that kept changing meanwhile'),
    413: problem(`The body is larger than ${MAX_REFRESH_BODY_BYTES / 1024 / 1024} MB, or the refreshed dataset would be over the 100 MB a saved dataset's file may be`),
    415: problem(`The body is not ${CSV_TYPES.join(', ')} or .xlsx`),
    422: problem('The file\'s columns are not the dataset\'s (code column_mismatch; the message names them)'),
  },
});

export const listDatasetVersionsRoute = createRoute({
  operationId: 'listDatasetVersions',
  method: 'get',
  path: '/datasets/{id}/versions',
  tags: ['Datasets'],
  summary: 'The earlier versions of a dataset, newest first',
  security: bearer,
  request: { params: IdParamSchema },
  responses: {
    200: { description: 'The current version number and the earlier ones', headers: rateHeaders, content: { 'application/json': { schema: DatasetVersionsSchema } } },
    ...common,
    404: problem('No such dataset for you'),
  },
});

export const restoreDatasetVersionRoute = createRoute({
  operationId: 'restoreDatasetVersion',
  method: 'post',
  path: '/datasets/{id}/versions/{version}/restore',
  tags: ['Datasets'],
  summary: 'Make an earlier version current again',
  description:
    'The content being replaced is kept as a version too, so a restore can itself be undone. Dashboards and KPIs that follow the dataset (their `dataset_id`) are recomputed from the restored content in the same transaction. Needs a read-write key or a user token.',
  security: bearer,
  request: { params: VersionParamSchema },
  responses: {
    200: dataset('The dataset with the restored rows, under a new version number'),
    ...common,
    404: problem('No such dataset or version for you'),
  },
});

export const DATASET_VERSION_ROUTES = [refreshDatasetRoute, listDatasetVersionsRoute, restoreDatasetVersionRoute] as const;
