/** One labelled tick: where it sits along the axis (px) and its text. */
export interface AxisTick {
  at: number;
  label: string;
}

/** How one tick label is drawn; dx/dy shift it from its tick's end, angle turns it about that point. */
export interface AxisLabelProps {
  className?: string;
  fill?: string;
  fontSize?: number;
  textAnchor: 'start' | 'middle' | 'end';
  dx?: number;
  dy?: number;
  angle?: number;
}

export interface AxisProps {
  orientation: 'left' | 'bottom';
  ticks: readonly AxisTick[];
  /** The scale's range: the axis line runs from its first to its last value. */
  range: readonly number[];
  /** Offset of a bottom axis from the plot's top (its inner height). */
  top?: number;
  /** The axis line's class or stroke colour. */
  lineClassName?: string;
  stroke?: string;
  /** Draws a tick mark at each tick in this colour; none without it. */
  tickStroke?: string;
  label: (tick: AxisTick, index: number) => AxisLabelProps;
}

/** Length of a tick (drawn or not): the labels sit at its end, as visx's axes put them. */
const TICK_LENGTH = 8;

/**
 * An axis line with a plain SVG <text> per tick. Why not @visx/axis: its labels are @visx/text
 * elements, which measure every label in the DOM (getStringWidth: a forced layout each) and parse CSS
 * calc() strings even when nothing wraps — on the upload screen that measuring was most of the chart's
 * first draw (issue 15). Labels here are never measured: callers shorten them by character count.
 * The geometry is visx's (labels at the tick's end, a bottom label one font size lower), so charts look the same.
 */
export function Axis({ orientation, ticks, range, top = 0, lineClassName, stroke, tickStroke, label }: AxisProps) {
  const bottom = orientation === 'bottom';
  const from = (range[0] ?? 0) + 0.5;
  const to = (range[range.length - 1] ?? 0) + 0.5;
  return (
    <g className="tl-chart__axis" transform={top ? `translate(0, ${top})` : undefined}>
      {ticks.map((tick, i) => {
        const p = label(tick, i);
        // a bottom label hangs below the tick by its font size (at least 10 px), as in visx
        const x = (bottom ? tick.at : -TICK_LENGTH) + (p.dx ?? 0);
        const y = (bottom ? TICK_LENGTH + Math.max(10, p.fontSize ?? 0) : tick.at) + (p.dy ?? 0);
        return (
          <g key={`${i}-${tick.label}`}>
            {tickStroke && (
              <line
                x1={bottom ? tick.at : 0}
                y1={bottom ? 0 : tick.at}
                x2={bottom ? tick.at : -TICK_LENGTH}
                y2={bottom ? TICK_LENGTH : tick.at}
                stroke={tickStroke}
                strokeLinecap="square"
                shapeRendering="crispEdges"
              />
            )}
            <text
              className={p.className}
              x={x}
              y={y}
              fill={p.fill}
              fontSize={p.fontSize}
              textAnchor={p.textAnchor}
              transform={p.angle ? `rotate(${p.angle}, ${x}, ${y})` : undefined}
            >
              {tick.label}
            </text>
          </g>
        );
      })}
      <line
        className={lineClassName}
        x1={bottom ? from : 0}
        y1={bottom ? 0 : from}
        x2={bottom ? to : 0}
        y2={bottom ? 0 : to}
        stroke={stroke ?? '#222'}
        shapeRendering="crispEdges"
      />
    </g>
  );
}
