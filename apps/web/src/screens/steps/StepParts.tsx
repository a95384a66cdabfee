import { Button, EmptyState, Spinner } from '@tallyline/ui';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import { STEPS_TEXT } from '../../messages/steps.js';
import { useAuthStore } from '../../stores/authStore.js';
import { needsGeneration, useWorkflowStore, type Artefact } from '../../stores/workflowStore.js';
import './steps.css';

/** The signed-in user's id for saving (null when anonymous). */
export function useUserId(): string | null {
  return useAuthStore((s) => (s.status === 'signed-in' ? (s.user?.id ?? null) : null));
}

/** Spec §4 auto-generation: runs `generate` once the stored workflow is read, when the artefact is absent. */
export function useAutoGenerate(kind: Artefact, generate: () => void): void {
  const needed = useWorkflowStore((s) => needsGeneration(s, kind));
  useEffect(() => {
    if (needed) generate();
    // `generate` is a fresh closure each render; `needed` is what decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [needed]);
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
        {description ? <p className="tl-step-header__text">{description}</p> : null}
      </div>
      {actions ? <div className="tl-step-header__actions">{actions}</div> : null}
    </header>
  );
}

/** Back / forward buttons at the foot of a step. */
export function StepNav({ back, forward }: { back?: { to: string }; forward?: ReactNode }) {
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
      {forward ?? null}
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
