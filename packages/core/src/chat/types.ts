/** What a question was recognised as. */
export type ChatIntent =
  | 'correlation'
  | 'outliers'
  | 'missing'
  | 'types'
  | 'trend'
  | 'average'
  | 'minimum'
  | 'maximum'
  | 'sum'
  | 'count'
  | 'top'
  | 'overview'
  | 'help';

export interface ChatAnswer {
  readonly intent: ChatIntent;
  /** The answer as English text built from the data (the app shows it as the AI message). */
  readonly text: string;
  /** The column the answer is about, when there is one. */
  readonly column?: string;
}
