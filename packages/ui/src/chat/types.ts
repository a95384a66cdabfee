/** How an answer was reached, as sentences ready to show (the question box "shows its work"). */
export interface ChatMessageWork {
  /** What was computed, in plain words: 'mean of temp_max, where the year of date is 2015'. */
  query: string;
  /** The rows the answer rests on: '365 of 1,461 rows'. */
  rows: string;
  /** Words of the question that were not used. */
  unusedWords: readonly string[];
  /** Misspelt words read as others, each as a phrase: '"averge" as "average"'. */
  readAs?: readonly string[];
}

/** One message of the conversation. */
export interface ChatMessage {
  id: string;
  role: 'user' | 'assistant';
  text: string;
  /** Assistant answers: how the answer was computed. */
  work?: ChatMessageWork;
  /** Assistant answers that declined: a question the data can answer, offered as a button. */
  suggestion?: string;
}
