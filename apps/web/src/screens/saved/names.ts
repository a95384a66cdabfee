import { RENAME_TEXT } from '../../messages/saved.js';

/** The longest name the library accepts (the database allows 1000; a name is read in a list). */
export const NAME_MAX = 200;

/** Why `raw` cannot be a saved entry's name, or null when it can (it is saved trimmed). */
export function nameError(raw: string): string | null {
  const name = raw.trim();
  if (!name) return RENAME_TEXT.empty;
  if (name.length > NAME_MAX) return RENAME_TEXT.tooLong(NAME_MAX);
  return null;
}
