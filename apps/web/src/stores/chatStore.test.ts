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
    const answer = vi.fn((q: string) => `answer to ${q}`);
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

  it('ask(blank) is ignored', () => {
    const answer = vi.fn(() => 'x');
    useChatStore.getState().ask('   ', answer);
    vi.advanceTimersByTime(CHAT_REPLY_DELAY_MS);
    expect(useChatStore.getState().messages).toEqual([]);
    expect(answer).not.toHaveBeenCalled();
  });

  it('clear() empties the conversation and drops a pending answer', () => {
    useChatStore.getState().ask('q', () => 'a');
    useChatStore.getState().clear();
    vi.advanceTimersByTime(CHAT_REPLY_DELAY_MS);
    expect(useChatStore.getState()).toMatchObject({ messages: [], typing: false });
  });

  it('copy() writes the conversation and shows Copied! for 2 s', async () => {
    useChatStore.getState().ask('q', () => 'a');
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
});
