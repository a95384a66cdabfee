import { CopyButton } from './CopyButton.js';
import './CodeBlock.css';

/** A titled code sample with a copy button. */
export function CodeBlock({ code, title }: { code: string; title: string }) {
  return (
    <figure className="code-block">
      <figcaption>
        <span>{title}</span>
        <CopyButton text={code} label={`Copy ${title} code`} />
      </figcaption>
      <pre tabIndex={0} aria-label={`${title} code`}>
        <code>{code}</code>
      </pre>
    </figure>
  );
}
