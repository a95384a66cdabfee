// @tallyline/ui — shared React components. Renders only; no business logic, no stores, no backend.
export { ThemeToggle } from './theme/ThemeToggle.js';
export type { ThemeToggleProps } from './theme/ThemeToggle.js';
export { useTheme } from './theme/useTheme.js';
export { applyTheme, initialTheme, THEME_BOOT_SCRIPT, THEME_STORAGE_KEY } from './theme/themePreference.js';
export type { Theme } from './theme/themePreference.js';

// brand: the one logo of the app and the site
export { Logo } from './brand/Logo.js';
export type { LogoProps } from './brand/Logo.js';

// primitives, layout, feedback (shell)
export { Button } from './primitives/Button.js';
export type { ButtonProps, ButtonSize, ButtonVariant } from './primitives/Button.js';
export { ButtonLink } from './primitives/ButtonLink.js';
export type { ButtonLinkProps } from './primitives/ButtonLink.js';
export { TextField } from './primitives/TextField.js';
export type { TextFieldProps } from './primitives/TextField.js';
export { NumberInput, readNumber } from './primitives/NumberInput.js';
export type { NumberInputProps } from './primitives/NumberInput.js';
export { Card } from './primitives/Card.js';
export type { CardProps } from './primitives/Card.js';
export { Dialog } from './primitives/Dialog.js';
export type { DialogProps } from './primitives/Dialog.js';
export { ConfirmDialog } from './primitives/ConfirmDialog.js';
export type { ConfirmDialogProps } from './primitives/ConfirmDialog.js';
export { Menu, MenuItem, MenuLabel, MenuSeparator } from './primitives/Menu.js';
export type { MenuProps, MenuItemProps } from './primitives/Menu.js';
export { Tabs } from './primitives/Tabs.js';
export { WholeDates } from './primitives/WholeDates.js';
export type { TabItem, TabsProps } from './primitives/Tabs.js';
export { AppLayout } from './layout/AppLayout.js';
export type { AppLayoutProps } from './layout/AppLayout.js';
export { Toaster } from './feedback/Toaster.js';
export type { ToasterProps } from './feedback/Toaster.js';
export { notify, TOAST_SUCCESS_MS, TOAST_ERROR_MS } from './feedback/notify.js';
export { Spinner } from './feedback/Spinner.js';
export type { SpinnerProps } from './feedback/Spinner.js';
export { EmptyState } from './feedback/EmptyState.js';
export type { EmptyStateProps } from './feedback/EmptyState.js';
export { ErrorScreen } from './feedback/ErrorScreen.js';
export type { ErrorScreenProps } from './feedback/ErrorScreen.js';
// end primitives, layout, feedback

// charts (upload)
export {
  AreaChart,
  BarChart,
  categoryColors,
  Chart,
  CHART_KINDS,
  CHART_PALETTE,
  chartColor,
  ChartExportMenu,
  chartFileName,
  chartLegend,
  ChartTypeSelector,
  composeChartSvg,
  downloadBlob,
  downloadChartPng,
  downloadChartSvg,
  exportDate,
  LineChart,
  PieChart,
  resetCategoryColors,
  resolveCssVars,
  sourceLine,
  svgToPng,
} from './charts/index.js';
export type {
  ChartDatum,
  ChartExportMenuProps,
  ChartExportMeta,
  ChartKind,
  ChartLegendEntry,
  ChartProps,
  ChartSwitchProps,
  ChartTypeSelectorProps,
  ComposedChart,
  PieChartProps,
} from './charts/index.js';
// end charts

// data explorer and chat (upload)
export { DataExplorer } from './data/index.js';
export type { DataExplorerProps, ExplorerCell, ExplorerColumn, ExplorerRow, ExplorerSort, SortDirection } from './data/index.js';
export { ChatPanel } from './chat/index.js';
export type { ChatMessage, ChatMessageWork, ChatPanelProps } from './chat/index.js';
// end data explorer and chat

// steps (steps engineer): KPI, portfolio, trend and report components
export * from './steps/index.js';
// end steps
