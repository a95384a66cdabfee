import { notify } from '../feedback/notify.js';
import { Menu, MenuItem } from '../primitives/Menu.js';
import '../primitives/Button.css';
import { downloadChartPng, downloadChartSvg, type ChartExportMeta } from './chartExport.js';

export interface ChartExportMenuProps {
  /** The chart's drawn <svg> at the time of the export (null while it is not drawn). */
  getSvg: () => SVGSVGElement | null;
  /** The chart's title (the menu's name: 'Export <title>'). */
  title: string;
  /** Legend, axis names and source; read when the user exports. */
  meta: () => Omit<ChartExportMeta, 'title'>;
  disabled?: boolean;
}

/** 'Export' on a chart card: PNG (2×) or SVG with the title, legend, axis names, source and date. */
export function ChartExportMenu({ getSvg, title, meta, disabled = false }: ChartExportMenuProps) {
  const run = (format: 'png' | 'svg') => {
    const svg = getSvg();
    if (!svg) return;
    const m = { ...meta(), title };
    const done = format === 'svg' ? Promise.resolve(downloadChartSvg(svg, m)) : downloadChartPng(svg, m);
    done.catch(() => notify.error(`The chart could not be exported as ${format.toUpperCase()}.`));
  };
  if (disabled) {
    return (
      <button type="button" className="tl-btn tl-btn--secondary tl-btn--sm" aria-label={`Export ${title || 'chart'}`} disabled>
        Export
      </button>
    );
  }
  return (
    <Menu trigger="Export" label={`Export ${title || 'chart'}`} triggerClassName="tl-btn tl-btn--secondary tl-btn--sm">
      <MenuItem onSelect={() => run('png')}>Download PNG</MenuItem>
      <MenuItem onSelect={() => run('svg')}>Download SVG</MenuItem>
    </Menu>
  );
}

