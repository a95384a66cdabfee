import type { Dataset } from '@tallyline/core';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useWorkflowStore, type StepNumber } from '../stores/workflowStore.js';
import { renderWithRouter } from './renderWithRouter.js';
import { Sidebar } from './Sidebar.js';

const steps = () => within(screen.getByRole('list'));

beforeEach(() => useWorkflowStore.getState().reset());

describe('Sidebar', () => {
  it('with no data only Data Upload is a link; the others are locked', async () => {
    await renderWithRouter(() => <Sidebar />);
    expect(await steps().findByRole('link', { name: /Data Upload/ })).toHaveAttribute('href', '/');
    for (const label of ['Dashboard', 'KPI Tracker', 'Portfolio', 'Trend Analysis', 'Analytics Report']) {
      expect(steps().queryByRole('link', { name: new RegExp(label) })).toBeNull();
      expect(steps().getByText(label).closest('[aria-disabled="true"]')).not.toBeNull();
    }
    expect(screen.getByText('Start by uploading your data')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Workflow progress' })).toHaveAttribute('aria-valuenow', '0');
  });

  it('with data loaded, step 2 opens; completing 2 opens 3', async () => {
    useWorkflowStore.setState({ dataset: {} as Dataset, completedSteps: new Set<StepNumber>([1]) });
    await renderWithRouter(() => <Sidebar />);
    expect(await steps().findByRole('link', { name: /Dashboard/ })).toBeInTheDocument();
    expect(steps().queryByRole('link', { name: /KPI Tracker/ })).toBeNull();
    expect(screen.getByText('Continue to next step')).toBeInTheDocument();
  });

  it('all six complete: every step is a link and the hint says the workflow is complete', async () => {
    for (const s of [1, 2, 3, 4, 5, 6] as StepNumber[]) useWorkflowStore.getState().completeStep(s);
    await renderWithRouter(() => <Sidebar />);
    expect(await steps().findAllByRole('link')).toHaveLength(6);
    expect(screen.getByText('Workflow complete! Download your report')).toBeInTheDocument();
    expect(screen.getByText('6/6')).toBeInTheDocument();
  });

  it('always links to Settings', async () => {
    await renderWithRouter(() => <Sidebar />);
    expect(await screen.findByRole('link', { name: /Settings/ })).toHaveAttribute('href', '/settings');
  });
});
