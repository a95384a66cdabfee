import { LARGE_DATASET_ROWS, MEDIUM_DATASET_ROWS } from '../constants.js';

/**
 * Spec app.md §9: 'large' over 1000 rows, 'medium-sized' over 100, else 'small'.
 *
 * @example
 * datasetSize(1001); // 'large'
 */
export function datasetSize(rows: number): 'large' | 'medium-sized' | 'small' {
  return rows > LARGE_DATASET_ROWS ? 'large' : rows > MEDIUM_DATASET_ROWS ? 'medium-sized' : 'small';
}
