import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './Spinner.js';

describe('Spinner', () => {
  it('announces its visible label as a status', () => {
    render(<Spinner label="Loading TALLYLINE..." />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading TALLYLINE...');
  });
});
