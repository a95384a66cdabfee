import type { Dataset } from '@tallyline/core';
import { useUploadStore } from '../../stores/uploadStore.js';
import { useWorkflowStore } from '../../stores/workflowStore.js';
import { ChartCard } from './ChartCard.js';
import { ChatCard } from './ChatCard.js';
import { ExplorerCard } from './ExplorerCard.js';
import { ImportSettings } from './ImportSettings.js';
import type { ParseRequestOptions } from '../../workers/parseProtocol.js';
import { sheetsOf } from '../../workers/sheetsRegistry.js';

export interface AnalysisViewProps {
  dataset: Dataset;
  busy: boolean;
  onReparse: (options: ParseRequestOptions) => void;
}

/** Everything after a successful parse except the summary cards; loaded lazily (charts, table, chat). */
export default function AnalysisView({ dataset, busy, onReparse }: AnalysisViewProps) {
  const chartType = useUploadStore((s) => s.chartType);
  const setChartType = useUploadStore((s) => s.setChartType);
  const chartChoice = useUploadStore((s) => s.chartChoice);
  const setChartChoice = useUploadStore((s) => s.setChartChoice);
  const fileName = useWorkflowStore((s) => s.fileName);
  const reparseUnavailable = useUploadStore((s) => s.reparseUnavailable);
  return (
    <>
      <ImportSettings key={dataset.headers.join('\u0000') + dataset.rowCount} dataset={dataset} busy={busy} onReparse={onReparse} sheets={sheetsOf(dataset)} unavailable={reparseUnavailable} />
      <ChartCard dataset={dataset} type={chartType} onTypeChange={setChartType} choice={chartChoice} onChoiceChange={setChartChoice} source={fileName} />
      <ExplorerCard dataset={dataset} />
      <ChatCard dataset={dataset} />
    </>
  );
}
