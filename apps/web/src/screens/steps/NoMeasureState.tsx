import { Button, EmptyState } from '@tallyline/ui';
import { useNavigate } from '@tanstack/react-router';
import { STEPS_TEXT } from '../../messages/steps.js';

/**
 * What the KPI, portfolio and trend steps show for a file they cannot compute from (issue 13: no measure, or no
 * category to group by): why, what to do, and the way back to Data Upload, where Import settings can change a
 * column's role. Each step words its own `description` (see noMeasureReason).
 */
export function NoMeasureState({ title, description }: { title: string; description: string }) {
  const navigate = useNavigate();
  return <EmptyState title={title} description={description} action={<Button onClick={() => void navigate({ to: '/' })}>{STEPS_TEXT.goToUpload}</Button>} />;
}
