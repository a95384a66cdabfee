import { suggestedQuestions } from '@tallyline/core';
import type { Dataset } from '@tallyline/core';
import { ChatPanel } from '@tallyline/ui';
import { useCallback, useMemo } from 'react';
import { useAhead } from '../../hooks/useAhead.js';
import { UPLOAD_TEXT } from '../../messages/upload.js';
import { useChatStore } from '../../stores/chatStore.js';
import { chatReply } from './chatReply.js';

const NONE_YET: readonly string[] = [];

/**
 * Spec §2/§4 AI insights: core's 8 suggested questions and answers with their work, the chat store's timing.
 * A new upload's questions come from the parse worker (a 0.3 s task here on a 100 MB file, issue 15): none
 * are offered until they come; a dataset from elsewhere (a saved one, a reload) or a worker that stopped
 * first gets them computed here.
 */
export function ChatCard({ dataset }: { dataset: Dataset }) {
  const { messages, typing, copied, ask, clear, copy } = useChatStore();
  const ahead = useAhead(dataset);
  const suggestions = useMemo(() => (ahead === 'pending' ? NONE_YET : (ahead?.suggestions ?? suggestedQuestions(dataset))), [dataset, ahead]);
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
