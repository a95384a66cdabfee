import { useEffect, useState } from 'react';
import './CopyButton.css';

export const COPY_RESET_MS = 2000;

/** Copies text to the clipboard; shows 'Copied!' for 2 seconds (site.md §2.15). */
export function CopyButton({ text, label = 'Copy code' }: { text: string; label?: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_RESET_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <button type="button" className="copy-btn" onClick={() => void copy()} aria-label={copied ? 'Copied' : label} data-copied={copied}>
      <span aria-hidden="true">{copied ? 'Copied!' : 'Copy'}</span>
    </button>
  );
}
