import { Link, useRouterState } from '@tanstack/react-router';
import { STEPS, SHELL } from '../messages/shell.js';
import { canAccessStep, progressHint, useWorkflowStore, type StepNumber } from '../stores/workflowStore.js';
import './shell.css';

/** Sidebar of spec app.md §2: the six steps, progress out of 6 with its hint, locked steps, Settings. */
export function Sidebar() {
  const dataset = useWorkflowStore((s) => s.dataset);
  const completedSteps = useWorkflowStore((s) => s.completedSteps);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const done = completedSteps.size;
  const here = pathname.replace(/^\/app/, '') || '/';

  return (
    <div className="tl-sidebar">
      <a className="tl-sidebar__brand" href="/">
        <span className="tl-sidebar__logo" aria-hidden="true">T</span>
        <span>{SHELL.brand}</span>
        <span className="tl-sidebar__beta">{SHELL.beta}</span>
      </a>

      <div className="tl-sidebar__progress">
        <div className="tl-sidebar__progress-row">
          <span>Workflow progress</span>
          <span>{done}/6</span>
        </div>
        <div className="tl-sidebar__bar" role="progressbar" aria-label="Workflow progress" aria-valuemin={0} aria-valuemax={6} aria-valuenow={done}>
          <span style={{ width: `${(done / 6) * 100}%` }} />
        </div>
        <p className="tl-sidebar__hint">{progressHint(done)}</p>
      </div>

      <ol className="tl-sidebar__steps">
        {STEPS.map(({ step, label, to }) => {
          const open = canAccessStep({ dataset, completedSteps }, step as StepNumber);
          const complete = completedSteps.has(step as StepNumber);
          const current = to === '/' ? here === '/' : here === to || here.startsWith(`${to}/`);
          const body = (
            <>
              <span className={complete ? 'tl-step__num tl-step__num--done' : 'tl-step__num'} aria-hidden="true">
                {complete ? '✓' : step}
              </span>
              <span className="tl-step__label">{label}</span>
              {open ? null : <span className="visually-hidden"> (locked)</span>}
              {complete ? <span className="visually-hidden"> (completed)</span> : null}
            </>
          );
          return (
            <li key={step}>
              {open ? (
                <Link to={to} className="tl-step" aria-current={current ? 'page' : undefined}>
                  {body}
                </Link>
              ) : (
                <span className="tl-step tl-step--locked" aria-disabled="true">
                  {body}
                  <svg className="tl-step__lock" aria-hidden="true" viewBox="0 0 24 24" width="14" height="14" fill="none" stroke="currentColor" strokeWidth="2">
                    <rect x="5" y="11" width="14" height="10" rx="2" />
                    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
                  </svg>
                </span>
              )}
            </li>
          );
        })}
      </ol>

      <div className="tl-sidebar__footer">
        <Link to="/settings" className="tl-step" aria-current={here === '/settings' ? 'page' : undefined}>
          <span className="tl-step__num" aria-hidden="true">
            ⚙
          </span>
          <span className="tl-step__label">Settings</span>
        </Link>
      </div>
    </div>
  );
}
