import './Checklist.css';

export interface ChecklistItem {
  label: string;
  done: boolean;
}

/** A list of items with a check mark (workflow checklist, 'Workflow Summary'). */
export function Checklist({ items, label }: { items: readonly ChecklistItem[]; label: string }) {
  return (
    <ul className="tl-checklist" aria-label={label}>
      {items.map((item) => (
        <li key={item.label} className={item.done ? 'tl-checklist__item tl-checklist__item--done' : 'tl-checklist__item'}>
          <span className="tl-checklist__mark" aria-hidden="true">{item.done ? '✓' : '○'}</span>
          <span>{item.label}</span>
          <span className="visually-hidden">{item.done ? ' (completed)' : ' (not completed)'}</span>
        </li>
      ))}
    </ul>
  );
}
