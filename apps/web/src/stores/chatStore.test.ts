import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAT_REPLY_DELAY_MS, COPIED_MS } from '../messages/upload.js';
import { conversationText, useChatStore } from './chatStore.js';

beforeEach(() => {
  vi.useFakeTimers();
  useChatStore.getState().clear();
  useChatStore.setState({ copied: false });
});
afterEach(() => vi.useRealTimers());

describe('chatStore', () => {
  it('ask(question) adds the question, types, and answers after 1 s', () => {
    const answer = vi.fn((q: string) => ({ text: `answer to ${q}` }));
    useChatStore.getState().ask('  How many rows?  ', answer);
    let s = useChatStore.getState();
    expect(s.messages.map((m) => [m.role, m.text])).toEqual([['user', 'How many rows?']]);
    expect(s.typing).toBe(true);
    vi.advanceTimersByTime(CHAT_REPLY_DELAY_MS - 1);
    expect(answer).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    s = useChatStore.getState();
    expect(s.typing).toBe(false);
    expect(s.messages.map((m) => [m.role, m.text])).toEqual([
      ['user', 'How many rows?'],
      ['assistant', 'answer to How many rows?'],
    ]);
  });

  it('ask(question) twice before the first answer arrives answers both, in order, typing until the last', () => {
    const answer = (q: string) => ({ text: `answer to ${q}` });
    useChatStore.getState().ask('first', answer);
    useChatStore.getState().ask('second', answer);
    vi.advanceTimersByTime(CHAT_REPLY_DELAY_MS);
    const s = useChatStore.getState();
    expect(s.messages.map((m) => m.text)).toEqual(['first', 'second', 'answer to first', 'answer to second']);
    expect(s.typing).toBe(false);
  });

  it('ask(blank) is ignored', () => {
    const answer = vi.fn(() => ({ text: 'x' }));
    useChatStore.getState().ask('   ', answer);
    vi.advanceTimersByTime(CHAT_REPLY_DELAY_MS);
    expect(useChatStore.getState().messages).toEqual([]);
    expect(answer).not.toHaveBeenCalled();
  });

  it('clear() empties the conversation and drops a pending answer', () => {
    useChatStore.getState().ask('q', () => ({ text: 'a' }));
    useChatStore.getState().clear();
    vi.advanceTimersByTime(CHAT_REPLY_DELAY_MS);
    expect(useChatStore.getState()).toMatchObject({ messages: [], typing: false });
  });

  it('copy() writes the conversation and shows Copied! for 2 s', async () => {
    useChatStore.getState().ask('q', () => ({ text: 'a' }));
    vi.advanceTimersByTime(CHAT_REPLY_DELAY_MS);
    const write = vi.fn(async () => {});
    await useChatStore.getState().copy(write);
    expect(write).toHaveBeenCalledWith('You: q\n\nAI: a');
    expect(useChatStore.getState().copied).toBe(true);
    vi.advanceTimersByTime(COPIED_MS - 1);
    expect(useChatStore.getState().copied).toBe(true);
    vi.advanceTimersByTime(1);
    expect(useChatStore.getState().copied).toBe(false);
  });

  it('conversationText(messages) labels each line', () => {
    expect(conversationText([{ id: '1', role: 'user', text: 'hi' }])).toBe('You: hi');
  });

  it('ask(question) keeps the work and the suggestion of the answer, and Copy includes the work', () => {
    const work = { query: 'count of rows, where weather is snow', rows: '26 of 1,461 rows', unusedWords: ['please'] };
    useChatStore.getState().ask('how many days had snow please', () => ({ text: 'There are 26 rows.', work, suggestion: undefined }));
    vi.advanceTimersByTime(CHAT_REPLY_DELAY_MS);
    const m = useChatStore.getState().messages[1]!;
    expect(m).toMatchObject({ role: 'assistant', text: 'There are 26 rows.', work });
    expect(conversationText([m])).toBe('AI: There are 26 rows.\n(Computed: count of rows, where weather is snow. Rows used: 26 of 1,461 rows. Words not used: please.)');
  });

  it('conversationText(messages) includes the misspelt words read as others', () => {
    const work = { query: 'mean of price', rows: 'all 4 rows', unusedWords: [], readAs: ['"averge" as "average"'] };
    expect(conversationText([{ id: '1', role: 'assistant', text: 'It is 3.', work }])).toBe('AI: It is 3.\n(Computed: mean of price. Rows used: all 4 rows. Read "averge" as "average".)');
  });

  it('ask(question) answers with an apology when the answer throws', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    useChatStore.getState().ask('q', () => {
      throw new Error('boom');
    });
    vi.advanceTimersByTime(CHAT_REPLY_DELAY_MS);
    expect(useChatStore.getState().messages[1]?.text).toBe('Sorry, I could not answer that question.');
  });
});
