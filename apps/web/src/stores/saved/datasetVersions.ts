import {
  downloadVersionOriginal,
  getDatasetCurrent,
  getDatasetVersion,
  listDatasetVersions,
  updateDatasetContent,
  uploadVersionOriginal,
} from '../../lib/db/datasetVersions.js';

/**
 * What the refresh and versions dialogs reach of lib/db (issue 18), in one place outside the
 * screens (issue 17: screens use lib/db only through stores and hooks). Every call answers a
 * DbResult; the dialogs show a failure with Retry, and tests pass fakes of the same shape.
 */
export const datasetVersionsData = {
  getCurrent: getDatasetCurrent,
  list: listDatasetVersions,
  getVersion: getDatasetVersion,
  downloadOriginal: downloadVersionOriginal,
  update: updateDatasetContent,
  uploadOriginal: uploadVersionOriginal,
};

export type VersionsData = typeof datasetVersionsData;
