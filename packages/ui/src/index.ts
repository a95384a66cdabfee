// @tallyline/ui — shared React components. Renders only; no business logic, no stores, no backend.
export { ThemeToggle } from './theme/ThemeToggle.js';
export type { ThemeToggleProps } from './theme/ThemeToggle.js';
export { useTheme } from './theme/useTheme.js';
export { applyTheme, initialTheme, THEME_BOOT_SCRIPT, THEME_STORAGE_KEY } from './theme/themePreference.js';
export type { Theme } from './theme/themePreference.js';

// charts (upload)
export {
  AreaChart,
  BarChart,
  Chart,
  CHART_KINDS,
  CHART_PALETTE,
  chartColor,
  chartFileName,
  ChartTypeSelector,
  exportSvgAsPng,
  LineChart,
  PieChart,
} from './charts/index.js';
export type { ChartDatum, ChartKind, ChartProps, ChartSwitchProps, ChartTypeSelectorProps, PieChartProps } from './charts/index.js';
// end charts

// data explorer and chat (upload)
export { DataExplorer } from './data/index.js';
export type { DataExplorerProps, ExplorerCell, ExplorerColumn, ExplorerRow, ExplorerSort, SortDirection } from './data/index.js';
export { ChatPanel } from './chat/index.js';
export type { ChatMessage, ChatPanelProps } from './chat/index.js';
// end data explorer and chat

// steps (steps engineer): KPI, portfolio, trend and report components
export * from './steps/index.js';
// end steps
