// Before an island has hydrated its buttons and fields are plain HTML: a click does nothing and
// what is typed is not in React's state. These listeners see the visitor heading for the island
// (so it starts hydrating), and hold what happens meanwhile, to replay it once React is there.

/** Events that show the visitor is about to use the island. */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export interface HeldInteractions {
  /** Stops holding and replays, in order: the fields edited, then the held submit or click. */
  release(): void;
  /** Stops holding and replays nothing (the island did not hydrate). */
  drop(): void;
}

/**
 * Watches an island's wrapper until it hydrates: the first sign of intent calls `onIntent`; a
 * button click or a form submit is held (its default action prevented); edited fields are noted.
 * Links are left alone: they work without JavaScript.
 */
export function holdInteractions(wrapper: HTMLElement, onIntent: () => void): HeldInteractions {
  const edited = new Set<Field>();
  let held: (() => void) | null = null;

  const intent = () => onIntent();
  const onClick = (event: Event) => {
    const button = (event.target as Element | null)?.closest?.('button');
    if (!button || !wrapper.contains(button)) return;
    event.preventDefault();
    event.stopPropagation();
    held = () => button.click();
  };
  const onSubmit = (event: Event) => {
    const form = event.target as HTMLFormElement;
    event.preventDefault();
    event.stopPropagation();
    const submitter = (event as SubmitEvent).submitter;
    held = () => form.requestSubmit(submitter instanceof HTMLElement && submitter.closest('form') === form ? submitter : undefined);
  };
  const onEdit = (event: Event) => {
    const field = event.target;
    if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement) edited.add(field);
  };

  const listeners: [string, (e: Event) => void, AddEventListenerOptions][] = [
    ...INTENT_EVENTS.map((type): [string, (e: Event) => void, AddEventListenerOptions] => [type, intent, { capture: true, passive: true }]),
    ['click', onClick, { capture: true }],
    ['submit', onSubmit, { capture: true }],
    ['input', onEdit, { capture: true }],
    ['change', onEdit, { capture: true }],
  ];
  for (const [type, fn, options] of listeners) wrapper.addEventListener(type, fn, options);
  const stop = () => {
    for (const [type, fn, options] of listeners) wrapper.removeEventListener(type, fn, options);
  };

  return {
    release() {
      stop();
      for (const field of edited) replayEdit(field);
      held?.();
    },
    drop: stop,
  };
}

/**
 * Tells React about a value typed before hydration. React keeps the value it last saw on the element
 * and ignores an input event when the element still holds that value, so the value is first set to
 * something else through the element (React notes it) and back through the prototype's setter
 * (React does not), then the event React listens for is dispatched.
 */
function replayEdit(field: Field): void {
  if (field instanceof HTMLSelectElement) {
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  const value = field.value;
  field.value = value === '' ? ' ' : '';
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
