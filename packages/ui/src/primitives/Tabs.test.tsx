import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tabs } from './Tabs.js';

const items = [
  { value: 'a', label: 'Profile', content: <p>profile panel</p> },
  { value: 'b', label: 'Security', content: <p>security panel</p> },
];

describe('Tabs', () => {
  it('opens on the first tab and moves with the arrow keys', async () => {
    render(<Tabs label="Settings" items={items} />);
    expect(screen.getByRole('tablist', { name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('profile panel')).toBeVisible();
    screen.getByRole('tab', { name: 'Profile' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Security' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('security panel')).toBeInTheDocument();
  });
});
