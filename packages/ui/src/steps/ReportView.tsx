import { WholeDates } from '../primitives/WholeDates.js';
import { StatCards } from './StatCards.js';
import { formatNumber } from '@tallyline/core';
import type { ReportData, ReportTiles } from './types.js';
import './ReportView.css';

export interface ReportViewProps {
  report: ReportData;
  tiles: ReportTiles;
  /** Formats generatedAt; defaults to the browser's local date-time. */
  formatDate?: (iso: string) => string;
}

function localDateTime(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleString();
}

/** Spec §2 report card: title, 'Generated on' local date-time, four tiles, sections, numbered 'Key Recommendations'. */
export function ReportView({ report, tiles, formatDate = localDateTime }: ReportViewProps) {
  return (
    <article className="tl-report" aria-labelledby="tl-report-title">
      <header className="tl-report__head">
        <h2 id="tl-report-title" className="tl-report__title">{report.title}</h2>
        <p className="tl-report__date">
          Generated on <time dateTime={report.generatedAt}>{formatDate(report.generatedAt)}</time>
        </p>
      </header>
      <StatCards
        label="Report summary"
        cards={[
          { label: 'Data Points', value: formatNumber(tiles.dataPoints) },
          { label: 'KPIs Tracked', value: String(tiles.kpis) },
          { label: tiles.componentsLabel ?? 'Portfolio Components', value: String(tiles.components) },
          { label: 'Predictions', value: String(tiles.predictions) },
        ]}
      />
      {report.sections.map((section) => (
        <section key={section.title} className="tl-report__section">
          <h3>{section.title}</h3>
          {section.content.split('\n').filter((line) => line.trim() !== '').map((line, i) => (
            <p key={i}>
              <WholeDates text={line} />
            </p>
          ))}
        </section>
      ))}
      <section className="tl-report__section">
        <h3>Key Recommendations</h3>
        <ol className="tl-report__recs">
          {report.recommendations.map((rec, i) => (
            <li key={i}>
              <WholeDates text={rec} />
            </li>
          ))}
        </ol>
      </section>
    </article>
  );
}
