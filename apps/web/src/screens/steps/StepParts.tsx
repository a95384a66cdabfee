import { Button, EmptyState, Spinner, WholeDates } from '@tallyline/ui';
import { useNavigate } from '@tanstack/react-router';
import type { Dataset } from '@tallyline/core';
import { useEffect, type ReactElement, type ReactNode } from 'react';
import { STEPS_TEXT } from '../../messages/steps.js';
import { useAuthStore } from '../../stores/authStore.js';
import { needsGeneration, useWorkflowStore, type Artefact, type AsyncStatus, type WorkflowState } from '../../stores/workflowStore.js';
import './steps.css';

/** The signed-in user's id for saving (null when anonymous). */
export function useUserId(): string | null {
  return useAuthStore((s) => (s.status === 'signed-in' ? (s.user?.id ?? null) : null));
}

/** A step screen's artefact once it can be shown, or the view to show until then. */
export type StepArtefact<K extends Artefact> =
  | { ready: false; view: ReactElement }
  | { ready: true; dataset: Dataset; artefact: NonNullable<WorkflowState[K]>; status: AsyncStatus };

/**
 * The one guard of the step screens (the `_authed` route already waited for the stored workflow):
 * generates the step's artefact when it is absent (spec §4), and answers the 'No Data Available'
 * view without data, the step's spinner while it generates, else the dataset, the artefact and the
 * step's status ('error' = its fallback content is shown with the failure banner).
 */
export function useStepArtefact<K extends Artefact>(
  kind: K,
  generate: () => void,
  loadingLabel: string,
  noData: ReactElement = <NoDataGuard />,
): StepArtefact<K> {
  const dataset = useWorkflowStore((s) => s.dataset);
  const artefact = useWorkflowStore((s) => s[kind]) as WorkflowState[K];
  const status = useWorkflowStore((s) => s.steps[kind]);
  const needed = useWorkflowStore((s) => needsGeneration(s, kind));
  useEffect(() => {
    if (needed) generate();
    // `generate` is a fresh closure each render; `needed` is what decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [needed]);
  if (!dataset) return { ready: false, view: noData };
  if (artefact === null || status === 'loading') return { ready: false, view: <StepLoading label={loadingLabel} /> };
  return { ready: true, dataset, artefact: artefact as NonNullable<WorkflowState[K]>, status };
}

/** Spec §2 guard: 'No Data Available' with 'Go to Data Upload'. */
export function NoDataGuard() {
  const navigate = useNavigate();
  return (
    <EmptyState
      title={STEPS_TEXT.noData}
      description={STEPS_TEXT.noDataHint}
      action={<Button onClick={() => void navigate({ to: '/' })}>{STEPS_TEXT.goToUpload}</Button>}
    />
  );
}

/** While the stored workflow is read back (the `_authed` route's guard). */
export function Restoring() {
  return <Spinner label={STEPS_TEXT.restoring} />;
}

export function StepLoading({ label }: { label: string }) {
  return <Spinner label={label} />;
}

/** A step's failure screen: the spec's title and message with 'Try Again'; the fallback content follows. */
export function StepFailure({ title, message, onRetry }: { title: string; message: string; onRetry: () => void }) {
  return (
    <section className="tl-step-failure" role="alert">
      <div>
        <h2 className="tl-step-failure__title">{title}</h2>
        <p className="tl-step-failure__text">{message}</p>
      </div>
      <Button variant="secondary" onClick={onRetry}>
        {STEPS_TEXT.tryAgain}
      </Button>
    </section>
  );
}

/** Screen heading with an optional description and actions on the right. */
export function StepHeader({ title, description, actions }: { title: string; description?: ReactNode; actions?: ReactNode }) {
  return (
    <header className="tl-step-header">
      <div>
        <h1 className="tl-step-header__title">{title}</h1>
        {description ? (
          <p className="tl-step-header__text">
            {typeof description === 'string' ? <WholeDates text={description} /> : description}
          </p>
        ) : null}
      </div>
      {actions ? <div className="tl-step-header__actions">{actions}</div> : null}
    </header>
  );
}

/**
 * The frame of every step screen: its header, the failure banner when the step's generation failed
 * (its fallback content follows), the content, and the back / next buttons at the foot.
 */
export function StepScreen({
  title,
  description,
  actions,
  failure,
  back,
  next,
  children,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  failure: { title: string; message: string; onRetry: () => void } | null;
  back?: { to: string };
  next?: { to: string; label: string } | undefined;
  children: ReactNode;
}) {
  return (
    <div className="tl-stepscreen">
      <StepHeader title={title} description={description} actions={actions} />
      {failure ? <StepFailure {...failure} /> : null}
      {children}
      <StepNav back={back} next={next} />
    </div>
  );
}

/** Back / forward buttons at the foot of a step; `next` is the forward button that opens the next step. */
export function StepNav({ back, next }: { back?: { to: string } | undefined; next?: { to: string; label: string } | undefined }) {
  const navigate = useNavigate();
  return (
    <nav className="tl-step-nav" aria-label="Step navigation">
      {back ? (
        <Button variant="secondary" onClick={() => void navigate({ to: back.to })}>
          ← {STEPS_TEXT.back}
        </Button>
      ) : (
        <span />
      )}
      {next ? <Button onClick={() => void navigate({ to: next.to })}>{next.label} →</Button> : null}
    </nav>
  );
}

/** A labelled native select (column pickers). */
export function Picker({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <label className="tl-picker">
      <span className="tl-picker__label">{label}</span>
      <select className="tl-picker__select" value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}
