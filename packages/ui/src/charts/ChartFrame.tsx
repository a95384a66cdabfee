import { formatNumber } from '@tallyline/core';
import type { ReactNode } from 'react';
import type { ChartDatum } from './types.js';
import { useElementWidth } from './useElementWidth.js';
import './charts.css';

export interface ChartFrameProps {
  data: readonly ChartDatum[];
  height: number;
  title?: string | undefined;
  width?: number | undefined;
  emptyMessage?: string | undefined;
  /** Describes the kind of chart for screen readers, e.g. 'Bar chart'. */
  kind: string;
  children: (width: number) => ReactNode;
  /** Rendered below the drawing (e.g. a legend). */
  footer?: ReactNode;
}

/**
 * Shared wrapper of every chart: the title, an accessible name (role="img"),
 * a visually hidden table of the values, the empty state and the responsive width.
 */
export function ChartFrame({ data, height, title, width, emptyMessage, kind, children, footer }: ChartFrameProps) {
  const name = title ? `${kind}: ${title}` : kind;
  const series = data.some((d) => d.series !== undefined);
  if (data.length === 0) {
    return (
      <div className="tl-chart tl-chart--empty" style={{ minHeight: Math.min(height, 160) }} role="status">
        {emptyMessage ?? 'No data available for visualization'}
      </div>
    );
  }
  return (
    <figure className="tl-chart">
      {width !== undefined ? (
        <div className="tl-chart__canvas" role="img" aria-label={name} style={{ height }}>
          {children(width)}
        </div>
      ) : (
        <MeasuredCanvas name={name} height={height}>
          {children}
        </MeasuredCanvas>
      )}
      {footer}
      {/* The wrapper hides the table: a <table> ignores height: 1px and overflow, so hidden on its own
          it kept its full height and stretched the page below the last chart. */}
      <div className="visually-hidden">
        <table>
          <caption>{title ?? kind}</caption>
          <thead>
            <tr>
              {series && <th scope="col">Series</th>}
              <th scope="col">Label</th>
              <th scope="col">Value</th>
            </tr>
          </thead>
          <tbody>
            {data.map((d, i) => (
              <tr key={`${d.label}-${i}`}>
                {series && <td>{d.series}</td>}
                <th scope="row">{d.label}</th>
                <td>{formatNumber(d.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

/** The drawing area when no width is given: the chart fills it and follows its width. */
function MeasuredCanvas({ name, height, children }: { name: string; height: number; children: (width: number) => ReactNode }) {
  const [ref, width] = useElementWidth<HTMLDivElement>();
  return (
    <div ref={ref} className="tl-chart__canvas" role="img" aria-label={name} style={{ height }}>
      {width > 0 ? children(width) : null}
    </div>
  );
}
