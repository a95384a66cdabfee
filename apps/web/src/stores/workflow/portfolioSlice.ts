import { addAsset, generatePortfolio, isHoldings, removeAsset, samplePortfolio, savePortfolio, updateAsset } from '@tallyline/core';
import type { Portfolio, PortfolioEdit, PortfolioEditResult } from '@tallyline/core';
import { notify } from '@tallyline/ui';
import type { StateCreator } from 'zustand';
import { upsertPortfolio } from '../../lib/db/portfolios.js';
import { SAVE_TEXT } from '../../messages/saved.js';
import { NOTHING_TOASTS, PORTFOLIO_GROUPS_TEXT, STEP_TOASTS } from '../../messages/steps.js';
import { isUntouchedSample } from '../../screens/steps/noMeasure.js';
import { takeAhead } from './computeAhead.js';
import { createGenerate, withStep } from './generateStep.js';
import type { PortfolioSlice, SaveContext, WorkflowState } from './types.js';

/**
 * The edits with `edit` added. The quantity and price inputs change on every keystroke: consecutive
 * changes of one asset are one edit (an update sets values, it does not add to them), so the header
 * records what the user settled on, not each key.
 */
export function withEdit(edits: readonly PortfolioEdit[], edit: PortfolioEdit): PortfolioEdit[] {
  const last = edits.at(-1);
  if (edit.op === 'update' && last?.op === 'update' && last.index === edit.index) return [...edits.slice(0, -1), { ...last, ...edit }];
  return [...edits, edit];
}

/** Groups of a measure (rainfall by weather, revenue by region), not holdings: never worded as a portfolio (issue 13). */
const isGroups = (p: Portfolio) => p.groupColumn !== undefined && !isHoldings(p);

type PortfolioActions = Omit<PortfolioSlice, 'portfolio' | 'portfolioOptions' | 'portfolioRowId' | 'portfolioMode' | 'portfolioDraft' | 'portfolioDraftEdits'>;

/**
 * Step 4 (spec §4, §5): generate the portfolio; in edit mode the user changes a draft
 * (add, edit, remove assets) that replaces the portfolio only on Save Changes. Saves are upserts.
 */
export const createPortfolioSlice: StateCreator<WorkflowState, [], [], PortfolioActions> = (set, get) => {
  const generate = createGenerate(set, get);

  /** Spec §7 "Save portfolio on update"; false (and the error toast) when the save failed. */
  async function saveCurrent(ctx: SaveContext): Promise<boolean> {
    const { portfolio, portfolioRowId } = get();
    if (!ctx.userId || !portfolio) return true;
    const saved = await upsertPortfolio({
      id: portfolioRowId ?? undefined,
      user_id: ctx.userId,
      name: portfolio.name,
      description: portfolio.description,
      total_value: portfolio.total_value,
      performance: portfolio.performance,
      risk_score: portfolio.risk_score,
      assets: portfolio.assets,
    });
    if (saved.error) {
      notify.retry(STEP_TOASTS.portfolioSaveFailed, () => void saveCurrent(ctx), SAVE_TEXT.retry);
      return false;
    }
    set({ portfolioRowId: saved.data.id });
    return true;
  }

  /**
   * Applies a core edit to the draft and records it (the report header carries the saved edits so a
   * re-run reaches the same assets); null outside edit mode, where edits do nothing.
   */
  function editDraft(record: PortfolioEdit, edit: (p: Portfolio) => PortfolioEditResult): PortfolioEditResult | null {
    const draft = get().portfolioDraft;
    if (get().portfolioMode !== 'edit' || !draft) return null;
    const result = edit(draft);
    if (result.ok) set({ portfolioDraft: result.portfolio, portfolioDraftEdits: withEdit(get().portfolioDraftEdits, record) });
    return result;
  }

  return {
    generatePortfolio: async (ctx, options) => {
      // A generated portfolio is a fresh one: edits saved on the previous one do not carry over.
      const { edits: _edits, ...portfolioOptions } = options ?? get().portfolioOptions;
      const regenerating = options !== undefined && get().portfolio !== null;
      set({ portfolioOptions, portfolioMode: 'view', portfolioDraft: null, portfolioDraftEdits: [] });
      const ok = await generate('portfolio', 4, (ds) => takeAhead('portfolio', ds, portfolioOptions, () => generatePortfolio(ds, portfolioOptions)), samplePortfolio, {
        // groups of a measure (rainfall by weather, revenue by region) are not called a portfolio (issue 13)
        ok: (p) =>
          p && isGroups(p)
            ? regenerating
              ? PORTFOLIO_GROUPS_TEXT.updated
              : PORTFOLIO_GROUPS_TEXT.generated
            : regenerating
              ? STEP_TOASTS.portfolioUpdated
              : STEP_TOASTS.portfolioGenerated,
        nothing: (p) => (p && isUntouchedSample(p) ? NOTHING_TOASTS.portfolio : undefined),
        failed: STEP_TOASTS.portfolioFailed,
      });
      if (ok) await saveCurrent(ctx);
    },

    startPortfolioEdit: () => {
      const portfolio = get().portfolio;
      if (portfolio) set({ portfolioMode: 'edit', portfolioDraft: portfolio, portfolioDraftEdits: [] });
    },
    cancelPortfolioEdit: () => set({ portfolioMode: 'view', portfolioDraft: null, portfolioDraftEdits: [] }),

    addAsset: (input) => {
      const result = editDraft({ op: 'add', asset: input }, (p) => addAsset(p, input));
      if (!result) return false;
      if (!result.ok) {
        notify.error(STEP_TOASTS.assetInvalid);
        return false;
      }
      notify.success(STEP_TOASTS.assetAdded);
      return true;
    },
    updateAsset: (index, change) => {
      editDraft({ op: 'update', index, ...change }, (p) => updateAsset(p, index, change));
    },
    removeAsset: (index) => {
      const result = editDraft({ op: 'remove', index }, (p) => removeAsset(p, index));
      if (result?.ok) notify.success(STEP_TOASTS.assetRemoved);
    },

    savePortfolioChanges: async (details, ctx) => {
      const draft = get().portfolioDraft;
      if (get().portfolioMode !== 'edit' || !draft) return;
      // core keeps groups of a measure as groups (renamed only); the spec's toast is for holdings
      const portfolio = savePortfolio(draft, details);
      const { portfolioOptions, portfolioDraftEdits } = get();
      const edits = [...(portfolioOptions.edits ?? []), ...portfolioDraftEdits, { op: 'save' as const, ...details }];
      set({ portfolio, portfolioOptions: { ...portfolioOptions, edits }, portfolioMode: 'view', portfolioDraft: null, portfolioDraftEdits: [], completedSteps: withStep(get, 4), steps: { ...get().steps, portfolio: 'ready' } });
      notify.success(isGroups(portfolio) ? PORTFOLIO_GROUPS_TEXT.saved : STEP_TOASTS.customizationSaved);
      await saveCurrent(ctx);
    },
  };
};
