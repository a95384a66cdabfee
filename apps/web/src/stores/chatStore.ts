import type { ChatMessage } from '@tallyline/ui';
import { create } from 'zustand';
import { CHAT_REPLY_DELAY_MS, COPIED_MS } from '../messages/upload.js';

/** An answer as the conversation keeps it: the text, and its work or its suggested question. */
export type ChatReply = Omit<ChatMessage, 'id' | 'role'>;

/**
 * The AI-insights conversation (spec app.md §4 Chat): a question adds the user's message,
 * shows the typing indicator and adds the answer after 1 s (each question gets its answer); Clear empties it; Copy copies
 * it and shows 'Copied!' for 2 s. Blank questions are ignored. The answer comes from the
 * `answer` function given (core's analyzeQuestion bound to the dataset, see chatReply).
 */
export interface ChatState {
  messages: ChatMessage[];
  typing: boolean;
  copied: boolean;
  ask(question: string, answer: (question: string) => ChatReply): void;
  clear(): void;
  copy(write?: (text: string) => Promise<void>): Promise<void>;
}

let nextId = 1;
/** Answers on their way: a question asked before the previous answer arrived still gets its own answer. */
const pendingReplies = new Set<ReturnType<typeof setTimeout>>();
let copiedTimer: ReturnType<typeof setTimeout> | undefined;

/** The conversation as plain text, one 'You:' / 'AI:' paragraph per message, an answer with its work. */
export function conversationText(messages: readonly ChatMessage[]): string {
  return messages
    .map((m) => {
      const w = m.work;
      const read = w?.readAs && w.readAs.length > 0 ? ` Read ${w.readAs.join(', ')}.` : '';
      const work = w ? `\n(Computed: ${w.query}. Rows used: ${w.rows}.${read}${w.unusedWords.length > 0 ? ` Words not used: ${w.unusedWords.join(', ')}.` : ''})` : '';
      return `${m.role === 'user' ? 'You' : 'AI'}: ${m.text}${work}`;
    })
    .join('\n\n');
}

export const useChatStore = create<ChatState>()((set, get) => ({
  messages: [],
  typing: false,
  copied: false,
  ask: (question, answer) => {
    const q = question.trim();
    if (q === '') return;
    set((s) => ({ messages: [...s.messages, { id: String(nextId++), role: 'user', text: q }], typing: true }));
    const timer = setTimeout(() => {
      pendingReplies.delete(timer);
      let reply: ChatReply;
      try {
        reply = answer(q);
      } catch (error) {
        console.error(error);
        reply = { text: 'Sorry, I could not answer that question.' };
      }
      set((s) => ({ messages: [...s.messages, { id: String(nextId++), role: 'assistant', ...reply }], typing: pendingReplies.size > 0 }));
    }, CHAT_REPLY_DELAY_MS);
    pendingReplies.add(timer);
  },
  clear: () => {
    for (const timer of pendingReplies) clearTimeout(timer);
    pendingReplies.clear();
    set({ messages: [], typing: false });
  },
  copy: async (write = (text) => navigator.clipboard.writeText(text)) => {
    const text = conversationText(get().messages);
    if (text === '') return;
    try {
      await write(text);
    } catch (error) {
      console.error('Copy failed:', error);
      return;
    }
    clearTimeout(copiedTimer);
    set({ copied: true });
    copiedTimer = setTimeout(() => set({ copied: false }), COPIED_MS);
  },
}));
