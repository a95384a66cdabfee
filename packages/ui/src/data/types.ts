/** A column the explorer can show. `type` only changes alignment and the header hint. */
export interface ExplorerColumn {
  id: string;
  label: string;
  type: 'number' | 'date' | 'string';
}

/** One cell as shown; `invalid` marks a value that does not fit its column's type. */
export interface ExplorerCell {
  text: string;
  invalid?: boolean;
}

/** One row of the current page: cells by column id (only the visible ones are read). */
export interface ExplorerRow {
  id: string;
  cells: Readonly<Record<string, ExplorerCell>>;
}

export type SortDirection = 'asc' | 'desc';

export interface ExplorerSort {
  column: string;
  direction: SortDirection;
}
