import { toPng } from 'html-to-image';

/**
 * The PNG file name for a chart title: lower-case words joined by '-', e.g.
 * 'Revenue by Region' → 'revenue-by-region.png'; an empty title gives 'chart.png'.
 */
export function chartFileName(title: string | undefined): string {
  const base = (title ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${base || 'chart'}.png`;
}

/**
 * Renders `svg` (with its computed styles, so theme colours resolve) to a PNG and
 * downloads it as `fileName`. The background is the page's --surface colour.
 */
export async function exportSvgAsPng(svg: SVGSVGElement, fileName: string): Promise<void> {
  const background = getComputedStyle(document.documentElement).getPropertyValue('--surface').trim() || '#ffffff';
  const dataUrl = await toPng(svg as unknown as HTMLElement, { backgroundColor: background, pixelRatio: 2, cacheBust: true });
  const link = document.createElement('a');
  link.href = dataUrl;
  link.download = fileName.endsWith('.png') ? fileName : `${fileName}.png`;
  document.body.appendChild(link);
  link.click();
  link.remove();
}
