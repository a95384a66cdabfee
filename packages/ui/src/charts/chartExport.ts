/**
 * Chart exports worth sharing: the drawn <svg> with its title, legend, axis labels, a source line
 * and the date composed around it into one standalone SVG (theme colours resolved, so it looks the
 * same outside the app), and a PNG drawn from that SVG on a canvas at 2×.
 */

const SVG_NS = 'http://www.w3.org/2000/svg';

/** One legend entry of an exported chart. */
export interface ChartLegendEntry {
  label: string;
  /** Any CSS colour, `var(--chart-1)` included. */
  color: string;
}

/** What an export says around the drawing. */
export interface ChartExportMeta {
  title: string;
  legend?: readonly ChartLegendEntry[] | undefined;
  /** The category / time axis' name (e.g. the x column). */
  xLabel?: string | undefined;
  /** The value axis' name (e.g. 'Total sales'). */
  yLabel?: string | undefined;
  /** Where the numbers come from, e.g. the uploaded file's name. */
  source?: string | undefined;
  /** The export's date (default: now); shown as yyyy-mm-dd. */
  date?: Date | undefined;
}

/** A composed export: the SVG text and its size in CSS pixels. */
export interface ComposedChart {
  svg: string;
  width: number;
  height: number;
}

/** Presentation properties copied from the live chart onto the export (theme colours resolved). */
const STYLE_PROPS = [
  'fill',
  'fill-opacity',
  'stroke',
  'stroke-width',
  'stroke-dasharray',
  'stroke-opacity',
  'opacity',
  'font-family',
  'font-size',
  'font-weight',
  'text-anchor',
  'dominant-baseline',
] as const;

const PAD = 16;
const TITLE_SIZE = 16;
const TEXT_SIZE = 12;
const SMALL_SIZE = 11;
/** Rough advance of a 12 px sans-serif character, to wrap the legend. */
const CHAR_PX = 7;

/** yyyy-mm-dd of `date` in local time (the day the user exported). */
export function exportDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The line under an export: 'Source: sales.csv · Exported 2026-11-26'. */
export function sourceLine(source: string | undefined, date: Date): string {
  return [source ? `Source: ${source}` : null, `Exported ${exportDate(date)}`].filter(Boolean).join(' · ');
}

/**
 * The file name for a chart title and format: lower-case words joined by '-', e.g.
 * ('Revenue by Region', 'svg') → 'revenue-by-region.svg'; an empty title gives 'chart.png'.
 */
export function chartFileName(title: string | undefined, format: 'png' | 'svg' = 'png'): string {
  const base = (title ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${base || 'chart'}.${format}`;
}

/** `var(--x)` / `var(--x, fallback)` replaced by the page's value of --x (recursively), else the fallback. */
export function resolveCssVars(value: string, root: Element = document.documentElement): string {
  const style = getComputedStyle(root);
  let out = value;
  for (let guard = 0; guard < 8 && out.includes('var('); guard++) {
    out = out.replace(/var\(\s*(--[\w-]+)\s*(?:,\s*([^()]*(?:\([^()]*\)[^()]*)*))?\)/g, (_, name: string, fallback?: string) => {
      const v = style.getPropertyValue(name).trim();
      return v || (fallback ?? '').trim();
    });
  }
  return out;
}

/** Copies each element's computed presentation (CSS classes, theme variables) onto its clone. */
function inlineStyles(live: Element, copy: Element): void {
  const lives = [live, ...live.querySelectorAll('*')];
  const copies = [copy, ...copy.querySelectorAll('*')];
  lives.forEach((el, i) => {
    const target = copies[i];
    if (!target) return;
    const computed = getComputedStyle(el);
    const own = (el as SVGElement).style;
    const parts: string[] = [];
    for (const prop of STYLE_PROPS) {
      const value = (computed.getPropertyValue(prop) || own?.getPropertyValue(prop) || el.getAttribute(prop) || '').trim();
      if (value) parts.push(`${prop}:${resolveCssVars(value)}`);
    }
    target.removeAttribute('class');
    if (parts.length > 0) target.setAttribute('style', parts.join(';'));
    else target.removeAttribute('style');
    for (const attr of ['fill', 'stroke']) {
      const a = target.getAttribute(attr);
      if (a?.includes('var(')) target.setAttribute(attr, resolveCssVars(a));
    }
  });
}

function svgEl<K extends keyof SVGElementTagNameMap>(doc: Document, tag: K, attrs: Record<string, string | number>, text?: string): SVGElementTagNameMap[K] {
  const el = doc.createElementNS(SVG_NS, tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
  if (text !== undefined) el.textContent = text;
  return el;
}

/** The legend's rows: entries wrapped to `width`. */
function legendRows(entries: readonly ChartLegendEntry[], width: number): ChartLegendEntry[][] {
  const rows: ChartLegendEntry[][] = [];
  let row: ChartLegendEntry[] = [];
  let used = 0;
  for (const e of entries) {
    const w = 14 + e.label.length * CHAR_PX + 16;
    if (row.length > 0 && used + w > width) {
      rows.push(row);
      row = [];
      used = 0;
    }
    row.push(e);
    used += w;
  }
  if (row.length > 0) rows.push(row);
  return rows;
}

/**
 * One standalone SVG of the chart drawn in `svg`: the title above, the value axis' name beside, the
 * category axis' name and the legend below, then the source line and the date; the page's theme
 * colours and fonts are resolved into the drawing, on the page's surface colour.
 */
export function composeChartSvg(svg: SVGSVGElement, meta: ChartExportMeta): ComposedChart {
  const doc = svg.ownerDocument;
  const plotW = Math.round(Number(svg.getAttribute('width')) || svg.getBoundingClientRect().width || 600);
  const plotH = Math.round(Number(svg.getAttribute('height')) || svg.getBoundingClientRect().height || 300);
  const root = doc.documentElement;
  const color = (name: string, fallback: string) => getComputedStyle(root).getPropertyValue(name).trim() || fallback;
  const text = color('--text', '#111827');
  const muted = color('--text-muted', '#6b7280');
  const surface = color('--surface', '#ffffff');
  const font = resolveCssVars(getComputedStyle(root).getPropertyValue('--font-sans').trim() || 'system-ui, sans-serif');
  const date = meta.date ?? new Date();

  const yAxisRoom = meta.yLabel ? 20 : 0;
  const width = PAD * 2 + yAxisRoom + plotW;
  const legend = legendRows(meta.legend ?? [], width - PAD * 2);
  let y = PAD;
  const titleY = y + TITLE_SIZE;
  y = titleY + 12;
  const plotY = y;
  y += plotH;
  const xLabelY = meta.xLabel ? y + 8 + TEXT_SIZE : y;
  y = xLabelY + (legend.length > 0 ? 12 : 0);
  const legendY = y;
  y += legend.length * 20;
  const sourceY = y + 10 + SMALL_SIZE;
  const height = Math.ceil(sourceY + PAD);

  const out = svgEl(doc, 'svg', { width, height, viewBox: `0 0 ${width} ${height}`, 'font-family': font });
  out.appendChild(svgEl(doc, 'title', {}, meta.title));
  out.appendChild(svgEl(doc, 'rect', { x: 0, y: 0, width, height, fill: surface }));
  out.appendChild(svgEl(doc, 'text', { x: PAD, y: titleY, fill: text, 'font-size': TITLE_SIZE, 'font-weight': 600, 'data-part': 'title' }, meta.title));
  if (meta.yLabel) {
    const cx = PAD + 6;
    const cy = plotY + plotH / 2;
    out.appendChild(
      svgEl(doc, 'text', { x: cx, y: cy, fill: muted, 'font-size': TEXT_SIZE, 'text-anchor': 'middle', transform: `rotate(-90 ${cx} ${cy})`, 'data-part': 'y-label' }, meta.yLabel),
    );
  }

  const plot = svg.cloneNode(true) as SVGSVGElement;
  inlineStyles(svg, plot);
  for (const attr of ['aria-hidden', 'role', 'aria-label', 'class']) plot.removeAttribute(attr);
  plot.setAttribute('x', String(PAD + yAxisRoom));
  plot.setAttribute('y', String(plotY));
  plot.setAttribute('width', String(plotW));
  plot.setAttribute('height', String(plotH));
  // the axis labels reach outside the plot's box, which a stylesheet lets overflow on screen: say it here
  plot.setAttribute('overflow', 'visible');
  out.appendChild(plot);

  if (meta.xLabel) {
    out.appendChild(
      svgEl(doc, 'text', { x: PAD + yAxisRoom + plotW / 2, y: xLabelY, fill: muted, 'font-size': TEXT_SIZE, 'text-anchor': 'middle', 'data-part': 'x-label' }, meta.xLabel),
    );
  }
  const legendGroup = svgEl(doc, 'g', { 'data-part': 'legend' });
  legend.forEach((row, r) => {
    let x = PAD;
    const rowY = legendY + r * 20;
    for (const entry of row) {
      legendGroup.appendChild(svgEl(doc, 'rect', { x, y: rowY, width: 10, height: 10, rx: 2, fill: resolveCssVars(entry.color) }));
      legendGroup.appendChild(svgEl(doc, 'text', { x: x + 14, y: rowY + 9.5, fill: text, 'font-size': TEXT_SIZE }, entry.label));
      x += 14 + entry.label.length * CHAR_PX + 16;
    }
  });
  if (legend.length > 0) out.appendChild(legendGroup);
  out.appendChild(svgEl(doc, 'text', { x: PAD, y: sourceY, fill: muted, 'font-size': SMALL_SIZE, 'data-part': 'source' }, sourceLine(meta.source, date)));

  return { svg: new XMLSerializer().serializeToString(out), width, height };
}

/** Saves `blob` as `fileName` through a temporary link (the app's one way to download a file). */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Downloads the composed chart as an SVG file named from its title. */
export function downloadChartSvg(svg: SVGSVGElement, meta: ChartExportMeta): void {
  const composed = composeChartSvg(svg, meta);
  downloadBlob(new Blob([composed.svg], { type: 'image/svg+xml;charset=utf-8' }), chartFileName(meta.title, 'svg'));
}

/** Draws an SVG text on a canvas at `scale` × its size and answers the PNG. */
export async function svgToPng(composed: ComposedChart, scale = 2): Promise<Blob> {
  const img = new Image();
  img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(composed.svg)}`;
  await img.decode();
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(composed.width * scale);
  canvas.height = Math.round(composed.height * scale);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('No 2D canvas');
  ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('PNG encoding failed'))), 'image/png'));
}

/** Downloads the composed chart as a PNG at 2× its size, named from its title. */
export async function downloadChartPng(svg: SVGSVGElement, meta: ChartExportMeta, scale = 2): Promise<void> {
  downloadBlob(await svgToPng(composeChartSvg(svg, meta), scale), chartFileName(meta.title, 'png'));
}
