import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { WholeDates } from '../primitives/WholeDates.js';
import type { ChatMessage, ChatMessageWork } from './types.js';
import './ChatPanel.css';

export interface ChatPanelProps {
  messages: readonly ChatMessage[];
  /** Shows the typing indicator (an answer is on its way). */
  typing: boolean;
  suggestions: readonly string[];
  /** Called with the trimmed question; blank input never calls it. */
  onAsk: (question: string) => void;
  onClear: () => void;
  onCopy: () => void;
  /** True while the 'Copied!' confirmation shows. */
  copied: boolean;
  title?: string;
  placeholder?: string;
  copiedLabel?: string;
}

/** How an answer was reached: the query in plain words, the rows used, the misspelt words read as others, the words not used. */
function ChatWork({ work }: { work: ChatMessageWork }) {
  return (
    <dl className="tl-chat__work" role="group" aria-label="How this was computed">
      <div>
        <dt>Computed</dt>
        <dd>
          <WholeDates text={work.query} />
        </dd>
      </div>
      <div>
        <dt>Rows used</dt>
        <dd>{work.rows}</dd>
      </div>
      {work.readAs && work.readAs.length > 0 ? (
        <div>
          <dt>Read</dt>
          <dd>{work.readAs.join(', ')}</dd>
        </div>
      ) : null}
      {work.unusedWords.length > 0 ? (
        <div>
          <dt>Words not used</dt>
          <dd>{work.unusedWords.join(', ')}</dd>
        </div>
      ) : null}
    </dl>
  );
}

/**
 * The question box: conversation, typing indicator, suggested questions, Clear and Copy. An answer
 * shows its work under the text; a declined answer offers its suggested question as a button.
 */
export function ChatPanel({
  messages,
  typing,
  suggestions,
  onAsk,
  onClear,
  onCopy,
  copied,
  title = 'AI insights',
  placeholder = 'Ask a question about your data…',
  copiedLabel = 'Copied!',
}: ChatPanelProps) {
  const [text, setText] = useState('');
  const inputId = useId();
  const logRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages.length, typing]);

  const ask = (question: string) => {
    const q = question.trim();
    if (q === '') return;
    onAsk(q);
    setText('');
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    ask(text);
  };

  return (
    <section className="tl-chat" aria-label={title}>
      <header className="tl-chat__header">
        <h2 className="tl-chat__title">{title}</h2>
        <div className="tl-chat__actions">
          <button type="button" className="tl-chat__button" onClick={onCopy} disabled={messages.length === 0}>
            {copied ? copiedLabel : 'Copy'}
          </button>
          <button type="button" className="tl-chat__button" onClick={onClear} disabled={messages.length === 0 && !typing}>
            Clear
          </button>
        </div>
      </header>
      <div className="tl-chat__log" ref={logRef} role="log" aria-live="polite" aria-label="Conversation" tabIndex={0}>
        {messages.length === 0 && !typing ? <p className="tl-chat__hint">Ask anything about your data, or pick a question below.</p> : null}
        {messages.map((m) => (
          <div key={m.id} className={`tl-chat__msg tl-chat__msg--${m.role}`}>
            <span className="visually-hidden">{m.role === 'user' ? 'You: ' : 'Assistant: '}</span>
            <WholeDates text={m.text} />
            {m.work ? <ChatWork work={m.work} /> : null}
            {m.suggestion ? (
              <button type="button" className="tl-chat__suggestion" onClick={() => ask(m.suggestion!)}>
                <span className="tl-chat__suggestion-label">Try: </span>
                {m.suggestion}
              </button>
            ) : null}
          </div>
        ))}
        {typing ? (
          <div className="tl-chat__msg tl-chat__msg--assistant tl-chat__typing" role="status" aria-label="Assistant is typing">
            <span />
            <span />
            <span />
          </div>
        ) : null}
      </div>
      <ul className="tl-chat__suggestions" aria-label="Suggested questions">
        {suggestions.map((s) => (
          <li key={s}>
            <button type="button" className="tl-chat__chip" onClick={() => ask(s)}>
              {s}
            </button>
          </li>
        ))}
      </ul>
      <form className="tl-chat__form" onSubmit={submit}>
        <label htmlFor={inputId} className="visually-hidden">
          Your question
        </label>
        <input id={inputId} className="tl-chat__input" value={text} placeholder={placeholder} onChange={(e) => setText(e.target.value)} autoComplete="off" />
        <button type="submit" className="tl-chat__send">
          Ask
        </button>
      </form>
    </section>
  );
}
