import { Button } from '@tallyline/ui';
import { Icon } from '../Icon.js';
import type { HealthState } from './useServiceHealth.js';

const BANNER = {
  operational: 'All Systems Operational',
  maintenance: 'Maintenance in Progress',
  degraded: 'Some Systems Degraded',
  outage: 'Service Outage',
} as const;

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeStyle: 'short' });

/** The overall state, when it was checked, and Refresh (site.md §2.13), from the live report. */
export function StatusSummary({ state, onRefresh }: { state: HealthState; onRefresh: () => void }) {
  const report = state.report;
  return (
    <div className="status-summary">
      <p className={`status-banner ${report?.status ?? 'checking'}`} role="status">
        {report ? (
          <>
            <Icon name={report.status === 'operational' ? 'check' : 'bolt'} /> {BANNER[report.status]}
          </>
        ) : (
          'Checking service status…'
        )}
      </p>
      <p className="status-time">
        <span>{report ? `As of ${timeFormat.format(new Date(report.checkedAt))}` : 'Current status'}</span>
        <Button variant="secondary" size="sm" onClick={onRefresh} loading={state.status === 'loading' && report !== null}>
          Refresh
        </Button>
      </p>
      {state.status === 'error' ? (
        <p className="status-error" role="alert">
          Could not read the live status: {state.message}
        </p>
      ) : null}
    </div>
  );
}
