import { IncidentList } from '../components/status/IncidentList.js';
import { ServiceTable } from '../components/status/ServiceTable.js';
import { StatusSummary } from '../components/status/StatusSummary.js';
import { UptimeCard } from '../components/status/UptimeCard.js';
import { useServiceHealth } from '../components/status/useServiceHealth.js';
import { island } from './island.js';
import './StatusBoard.css';

/**
 * The status page's live part: the overall state, each service, 90 days of uptime and the incidents,
 * all read from the server (GET /site/v1/status). It hydrates, and reads, when it comes into view;
 * the prerendered HTML shows "checking" until then.
 */
export default function StatusBoard() {
  const { state, refresh } = useServiceHealth();
  const report = state.report;
  return (
    <>
      <StatusSummary state={state} onRefresh={refresh} />
      <h2 id="services-title">Services</h2>
      <ServiceTable services={report?.services ?? null} />
      <div className="grid grid-2 status-cards">
        <UptimeCard report={report} />
        <IncidentList report={report} />
      </div>
    </>
  );
}

export const StatusBoardIsland = island('StatusBoard', StatusBoard, { hydrate: 'visible' });
