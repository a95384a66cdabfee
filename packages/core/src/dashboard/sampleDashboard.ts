import { DASHBOARD_GRID_COLUMNS } from '../constants.js';
import type { Dashboard } from './types.js';

/**
 * The fallback dashboard shown when generation fails (spec app.md §4): one empty
 * summary widget, 12×6. Always the same value.
 *
 * @example
 * sampleDashboard().widgets[0].position; // { x: 0, y: 0, w: 12, h: 6 }
 */
export function sampleDashboard(): Dashboard {
  return {
    id: 'dashboard-sample',
    name: 'Analytics Dashboard',
    description: 'Sample dashboard',
    widgets: [
      {
        id: 'dashboard-sample-summary',
        type: 'summary',
        title: 'Data Summary',
        data: [],
        stats: { totalRows: 0, totalColumns: 0, numericColumns: 0 },
        position: { x: 0, y: 0, w: 12, h: 6 },
      },
    ],
    isCustomizable: true,
    layout: { grid: 'grid', columns: DASHBOARD_GRID_COLUMNS },
  };
}
