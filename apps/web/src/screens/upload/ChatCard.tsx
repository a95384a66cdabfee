import { suggestedQuestions } from '@tallyline/core';
import type { Dataset } from '@tallyline/core';
import { ChatPanel } from '@tallyline/ui';
import { useCallback, useMemo } from 'react';
import { UPLOAD_TEXT } from '../../messages/upload.js';
import { useChatStore } from '../../stores/chatStore.js';
import { chatReply } from './chatReply.js';

/** Spec §2/§4 AI insights: core's 8 suggested questions and answers with their work, the chat store's timing. */
export function ChatCard({ dataset }: { dataset: Dataset }) {
  const { messages, typing, copied, ask, clear, copy } = useChatStore();
  const suggestions = useMemo(() => suggestedQuestions(dataset), [dataset]);
  const answer = useCallback((q: string) => chatReply(dataset, q), [dataset]);
  return (
    <div className="tl-upload-card">
      <ChatPanel
        title={UPLOAD_TEXT.chatTitle}
        copiedLabel={UPLOAD_TEXT.copied}
        messages={messages}
        typing={typing}
        copied={copied}
        suggestions={suggestions}
        onAsk={(q) => ask(q, answer)}
        onClear={clear}
        onCopy={() => void copy()}
      />
    </div>
  );
}
