import { parseCsv } from '@tallyline/core';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { UPLOAD_TEXT } from '../../messages/upload.js';
import { ChartCard } from './ChartCard.js';

const ds = parseCsv('region,sales\nNorth,10\nSouth,20\nNorth,5\n');

describe('ChartCard', () => {
  it('shows a placeholder first and the aggregated chart after the next frame (the summary cards are not held back)', async () => {
    render(<ChartCard dataset={ds} type={null} onTypeChange={vi.fn()} />);
    // nothing aggregated in the first render: placeholder, export off
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: UPLOAD_TEXT.exportPng })).toBeDisabled();
    await waitFor(() => expect(screen.queryByText('Loading…')).not.toBeInTheDocument());
    // two regions → data to export
    expect(screen.getByRole('button', { name: UPLOAD_TEXT.exportPng })).toBeEnabled();
  });
  it('aggregates again for another chart type', async () => {
    const { rerender } = render(<ChartCard dataset={ds} type="bar" onTypeChange={vi.fn()} />);
    await waitFor(() => expect(screen.queryByText('Loading…')).not.toBeInTheDocument());
    rerender(<ChartCard dataset={ds} type="pie" onTypeChange={vi.fn()} />);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Loading…')).not.toBeInTheDocument());
  });
});
