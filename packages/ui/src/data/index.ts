export { DataExplorer } from './DataExplorer.js';
export type { DataExplorerProps } from './DataExplorer.js';
export type { ExplorerCell, ExplorerColumn, ExplorerRow, ExplorerSort, SortDirection } from './types.js';
