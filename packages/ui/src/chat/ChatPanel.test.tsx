import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ChatPanel, type ChatPanelProps } from './ChatPanel.js';

function props(over: Partial<ChatPanelProps> = {}): ChatPanelProps {
  return {
    messages: [],
    typing: false,
    suggestions: ['How many rows are there?', 'What is the average sales?'],
    onAsk: vi.fn(),
    onClear: vi.fn(),
    onCopy: vi.fn(),
    copied: false,
    ...over,
  };
}

describe('ChatPanel', () => {
  it('sends the trimmed question and empties the box', async () => {
    const p = props();
    render(<ChatPanel {...p} />);
    const box = screen.getByLabelText('Your question');
    await userEvent.type(box, '  how many rows?  {Enter}');
    expect(p.onAsk).toHaveBeenCalledWith('how many rows?');
    expect(box).toHaveValue('');
  });

  it('ignores a blank question', async () => {
    const p = props();
    render(<ChatPanel {...p} />);
    await userEvent.type(screen.getByLabelText('Your question'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Ask' }));
    expect(p.onAsk).not.toHaveBeenCalled();
  });

  it('asks a suggested question when clicked', async () => {
    const p = props();
    render(<ChatPanel {...p} />);
    const list = screen.getByRole('list', { name: 'Suggested questions' });
    expect(within(list).getAllByRole('button')).toHaveLength(2);
    await userEvent.click(within(list).getByRole('button', { name: 'What is the average sales?' }));
    expect(p.onAsk).toHaveBeenCalledWith('What is the average sales?');
  });

  it('shows the conversation, the typing indicator and Copied!', async () => {
    const p = props({
      messages: [
        { id: '1', role: 'user', text: 'How many rows are there?' },
        { id: '2', role: 'assistant', text: 'There are 12 rows.' },
      ],
      typing: true,
      copied: true,
    });
    render(<ChatPanel {...p} />);
    const log = screen.getByRole('log', { name: 'Conversation' });
    expect(log).toHaveTextContent('You: How many rows are there?');
    expect(log).toHaveTextContent('Assistant: There are 12 rows.');
    expect(screen.getByRole('status', { name: 'Assistant is typing' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Copied!' }));
    expect(p.onCopy).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(p.onClear).toHaveBeenCalledOnce();
  });

  it("shows an answer's work and asks a declined answer's suggestion when clicked", async () => {
    const p = props({
      messages: [
        { id: '1', role: 'assistant', text: 'The mean of temp_max is 17.43.', work: { query: 'mean of temp_max, where the year of date is 2015', rows: '365 of 1,461 rows', unusedWords: ['please'] } },
        { id: '2', role: 'assistant', text: "I can't answer that with confidence.", suggestion: 'What is the average temp_max?' },
      ],
    });
    render(<ChatPanel {...p} />);
    const work = screen.getByRole('group', { name: 'How this was computed' });
    expect(within(work).getByText('mean of temp_max, where the year of date is 2015')).toBeInTheDocument();
    expect(within(work).getByText('365 of 1,461 rows')).toBeInTheDocument();
    expect(within(work).getByText('please')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try: What is the average temp_max?' }));
    expect(p.onAsk).toHaveBeenCalledWith('What is the average temp_max?');
  });

  it('shows the misspelt words read as others', () => {
    render(<ChatPanel {...props({ messages: [{ id: '1', role: 'assistant', text: 'x', work: { query: 'mean of price', rows: 'all 4 rows', unusedWords: [], readAs: ['"averge" as "average"', '"APPL" as "AAPL"'] } }] })} />);
    const work = screen.getByRole('group', { name: 'How this was computed' });
    expect(within(work).getByText('Read')).toBeInTheDocument();
    expect(within(work).getByText('"averge" as "average", "APPL" as "AAPL"')).toBeInTheDocument();
  });

  it('leaves out the unused words and the misspellings when there are none', () => {
    render(<ChatPanel {...props({ messages: [{ id: '1', role: 'assistant', text: 'x', work: { query: 'count of rows', rows: 'all 4 rows', unusedWords: [] } }] })} />);
    expect(screen.queryByText('Words not used')).toBeNull();
    expect(screen.queryByText('Read')).toBeNull();
    expect(screen.getByText('Rows used')).toBeInTheDocument();
  });

  it('disables Copy and Clear with no conversation', () => {
    render(<ChatPanel {...props()} />);
    expect(screen.getByRole('button', { name: 'Copy' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Clear' })).toBeDisabled();
  });
});
