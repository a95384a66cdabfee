import { CoreError } from '../errors.js';
import { addAsset } from './addAsset.js';
import { removeAsset } from './removeAsset.js';
import { savePortfolio } from './savePortfolio.js';
import type { Portfolio, PortfolioEdit, PortfolioEditResult } from './types.js';
import { updateAsset } from './updateAsset.js';

/**
 * The portfolio after the user's recorded edits, in order, through the same helpers the app's edit
 * mode calls — so a report made from an edited portfolio re-runs to the same assets and totals.
 * Throws CoreError INVALID_ARGUMENT naming the edit that cannot apply (an index past the list, an
 * asset with a missing field): a recorded edit that no longer applies means other data.
 *
 * @example
 * applyPortfolioEdits(p, [{ op: 'remove', index: 0 }, { op: 'save', name: 'Core holdings' }]).name; // 'Core holdings'
 */
export function applyPortfolioEdits(portfolio: Portfolio, edits: readonly PortfolioEdit[]): Portfolio {
  return edits.reduce((current, edit, i) => {
    if (edit.op === 'save') {
      return savePortfolio(current, { ...(edit.name === undefined ? {} : { name: edit.name }), ...(edit.description === undefined ? {} : { description: edit.description }) });
    }
    const result = applyAssetEdit(current, edit);
    if (!result.ok) {
      const why = result.code === 'ASSET_INDEX_OUT_OF_RANGE' ? `there is no asset ${'index' in edit ? edit.index : ''} (the portfolio has ${current.assets.length})` : 'an asset needs a symbol, a name, and a quantity and price above 0';
      throw new CoreError('INVALID_ARGUMENT', `Portfolio edit ${i + 1} (${edit.op}) does not apply: ${why}.`);
    }
    return result.portfolio;
  }, portfolio);
}

function applyAssetEdit(portfolio: Portfolio, edit: Exclude<PortfolioEdit, { op: 'save' }>): PortfolioEditResult {
  switch (edit.op) {
    case 'add':
      return addAsset(portfolio, edit.asset);
    case 'update':
      return updateAsset(portfolio, edit.index, { ...(edit.quantity === undefined ? {} : { quantity: edit.quantity }), ...(edit.price === undefined ? {} : { price: edit.price }) });
    case 'remove':
      return removeAsset(portfolio, edit.index);
  }
}
