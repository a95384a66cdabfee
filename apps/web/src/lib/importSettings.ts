import { readSavedImportSettings, savedFileOptions, type SavedImportSettings } from '@tallyline/core';
import type { ParseRequestOptions } from '../workers/parseProtocol.js';

/**
 * A saved dataset's import settings (issue 18, migration 0450's `datasets.import_settings`): the import
 * settings its file was parsed with when it was saved — delimiter, decimal separator, encoding, date order,
 * column types and roles, the sheet of a workbook; {} = everything detected. Reopening and refreshing parse
 * with them, so the dataset comes back with the columns and types it was saved with. Read and applied by
 * core (readSavedImportSettings, savedFileOptions), as /v1 reads them.
 *
 * `rewritten` says the current version's kept original is not the file as uploaded but every row written
 * back as UTF-8 comma CSV (a refresh, the app's or /v1's): that file is read with the typing settings only
 * — a forced ';' or a sheet would misread it. The user's choices stay stored for the next refresh.
 */
export type StoredImportSettings = ParseRequestOptions & { rewritten?: true };

/** The stored value read back (core's readSavedImportSettings): null (a row saved before 0450) or anything unreadable is {}. */
export function readImportSettings(value: unknown): StoredImportSettings {
  return readSavedImportSettings(value) as StoredImportSettings;
}

/** The user's choices without the marker: what a new file of the dataset (a refresh) is parsed with. */
export function userSettings(stored: StoredImportSettings): ParseRequestOptions {
  const { rewritten: _r, ...settings } = stored;
  return settings;
}

/**
 * What the kept file of a saved dataset is parsed with on reopen: every setting for the file as uploaded;
 * the typing settings for rows the app wrote back (`rewritten`, or the row's own records when no file is kept).
 */
export function settingsForSavedFile(stored: StoredImportSettings, asUploaded: boolean): ParseRequestOptions {
  return savedFileOptions(stored as SavedImportSettings, asUploaded) as ParseRequestOptions;
}

/** What a refresh stores: the settings its file was parsed with, and that the kept original is now rewritten rows. */
export function refreshedSettings(used: ParseRequestOptions): StoredImportSettings {
  return { ...userSettings(used), rewritten: true };
}
