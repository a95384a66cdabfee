import { Button } from '@tallyline/ui';
import { useEffect, useState } from 'react';
import { island } from './island.js';
import './StatusTime.css';

const formatNow = () => new Date().toLocaleString(undefined, { dateStyle: 'full', timeStyle: 'short' });

/**
 * "As of <the visitor's date and time>", filled in after hydration (the HTML is prerendered),
 * kept current every 30 s; Refresh updates it at once.
 */
export default function StatusTime() {
  const [now, setNow] = useState('');
  useEffect(() => {
    setNow(formatNow());
    const timer = setInterval(() => setNow(formatNow()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return (
    <p className="status-time">
      <span>{now ? `As of ${now}` : 'Current status'}</span>
      <Button variant="secondary" size="sm" onClick={() => setNow(formatNow())}>
        Refresh
      </Button>
    </p>
  );
}

export const StatusTimeIsland = island('StatusTime', StatusTime, { hydrate: 'idle' });
