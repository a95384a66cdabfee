import { AreaChart } from './AreaChart.js';
import { BarChart } from './BarChart.js';
import { LineChart } from './LineChart.js';
import { PieChart } from './PieChart.js';
import type { ChartProps } from './types.js';
import './charts.css';

export interface ChartSwitchProps extends ChartProps {
  /** 'bar' | 'line' | 'area' | 'pie'; anything else shows `unsupportedMessage`. */
  type: string;
  unsupportedMessage?: string;
}

/** Draws `data` as the chart kind named by `type`. */
export function Chart({ type, unsupportedMessage = 'Chart type not supported', ...props }: ChartSwitchProps) {
  switch (type) {
    case 'bar':
      return <BarChart {...props} />;
    case 'line':
      return <LineChart {...props} />;
    case 'area':
      return <AreaChart {...props} />;
    case 'pie':
      return <PieChart {...props} />;
    default:
      return (
        <div className="tl-chart tl-chart--empty" role="status">
          {unsupportedMessage}
        </div>
      );
  }
}
