import { AddAssetForm, BarChart, Button, HoldingsTable, PieChart, PortfolioCards, TextField } from '@tallyline/ui';
import { CHART_HEIGHT, defaultMeasures, seriesSpansNote, valueCandidates } from '@tallyline/core';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { NO_MEASURE_TEXT, PORTFOLIO_GROUPS_TEXT, PORTFOLIO_TEXT } from '../../messages/steps.js';
import { useWorkflowStore } from '../../stores/workflowStore.js';
import { allocationSlices } from './allocationSlices.js';
import { isUntouchedSample, noMeasureReason } from './noMeasure.js';
import { NoMeasureState } from './NoMeasureState.js';
import { PortfolioGroups } from './PortfolioGroups.js';
import { isGroupsView, portfolioBanner } from './portfolioView.js';
import { Picker, StepScreen, useStepArtefact, useUserId } from './StepParts.js';

/** Step 4 (/app/portfolio): cards, allocation pie, change bars, holdings, and the Customize Portfolio edit mode. */
export function PortfolioScreen() {
  const navigate = useNavigate();
  const userId = useUserId();
  const draft = useWorkflowStore((s) => s.portfolioDraft);
  const mode = useWorkflowStore((s) => s.portfolioMode);
  const done = useWorkflowStore((s) => s.completedSteps.has(4));
  const options = useWorkflowStore((s) => s.portfolioOptions);
  const actions = useWorkflowStore.getState();
  const [details, setDetails] = useState<{ name: string; description: string } | null>(null);
  const step = useStepArtefact('portfolio', () => void actions.generatePortfolio({ userId }), PORTFOLIO_TEXT.loading);
  if (!step.ready) return step.view;
  const { dataset, artefact: saved, status } = step;

  const editing = mode === 'edit' && draft !== null;
  const portfolio = editing ? draft : saved;
  const form = details ?? { name: saved.name, description: saved.description };
  // what the roles allow (issue 13): group by a category or the series key (never an id or free text), value by a measure
  const strings = dataset.roles.filter((r) => r.role === 'dimension' || r.role === 'series').map((r) => r.column);
  const numeric = valueCandidates(dataset).map((r) => r.column); // never a coordinate: "total latitude by state" is no finding
  const groupValue = options.groupColumn ?? saved.groupColumn ?? strings[0] ?? '';
  const valueValue = options.valueColumn ?? saved.valueColumn ?? numeric[0] ?? '';
  const withCurrent = (list: readonly string[], current: string) => (current === '' || list.includes(current) ? list : [current, ...list]);
  // a generated portfolio of rainfall, mean prices or costs is no set of holdings: shown as groups, as the report words it;
  // its edit renames it and stays groups (quantities and prices of rainfall are no holdings to edit)
  const groups = isGroupsView(portfolio);
  // the spec's "Portfolio Analysis Complete! … Your portfolio is ready" for holdings only: groups are worded as groups
  const banner = portfolioBanner(portfolio, { title: PORTFOLIO_TEXT.complete, hint: PORTFOLIO_TEXT.completeHint });
  const goTrends = () => void navigate({ to: '/trends' });
  // core's made-up sample (no measure or no category: zipcodes.csv) is shown only as a failure's fallback or to edit by hand
  const noGroups = !editing && status !== 'error' && isUntouchedSample(saved);
  // core's null performance: nothing in the file is earlier, so no holding has a change (not a made-up 0%)
  const unknownChange = portfolio.performance === null;

  return (
    <StepScreen
      title={noGroups ? PORTFOLIO_TEXT.title : portfolio.name || PORTFOLIO_TEXT.title}
      description={noGroups ? undefined : portfolio.description}
      actions={
        editing ? (
          <>
            <Button
              onClick={() => {
                void actions.savePortfolioChanges(form, { userId });
                setDetails(null);
              }}
            >
              {PORTFOLIO_TEXT.save}
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                actions.cancelPortfolioEdit();
                setDetails(null);
              }}
            >
              {PORTFOLIO_TEXT.cancel}
            </Button>
          </>
        ) : (
          <Button variant="secondary" onClick={() => actions.startPortfolioEdit()}>
            {groups ? PORTFOLIO_GROUPS_TEXT.customize : PORTFOLIO_TEXT.customize}
          </Button>
        )
      }
      failure={status === 'error' ? { title: PORTFOLIO_TEXT.failedTitle, message: PORTFOLIO_TEXT.failedMessage, onRetry: () => void actions.generatePortfolio({ userId }) } : null}
      back={{ to: '/kpi' }} next={done && !editing ? { to: '/trends', label: PORTFOLIO_TEXT.continue } : undefined}
    >
      {done && !editing && !noGroups ? (
        <section className="tl-banner" aria-label={banner.title}>
          <div>
            <h2 className="tl-banner__title">{banner.title}</h2>
            <p className="tl-banner__text">{banner.hint}</p>
          </div>
          <Button onClick={goTrends}>{PORTFOLIO_TEXT.analyzeTrends}</Button>
        </section>
      ) : null}
      {!editing && strings.length > 0 && numeric.length > 0 ? (
        <div className="tl-form-row">
          <Picker
            label={PORTFOLIO_TEXT.groupColumn}
            value={groupValue}
            options={withCurrent(strings, groupValue).map((h) => ({ value: h, label: h }))}
            onChange={(groupColumn) => void actions.generatePortfolio({ userId }, { ...options, groupColumn })}
          />
          <Picker
            label={PORTFOLIO_TEXT.valueColumn}
            value={noGroups ? '' : valueValue}
            options={[
              ...(noGroups ? [{ value: '', label: NO_MEASURE_TEXT.chooseColumn }] : []),
              ...withCurrent(numeric, valueValue).map((h) => ({ value: h, label: h })),
            ]}
            onChange={(valueColumn) => {
              if (valueColumn !== '') void actions.generatePortfolio({ userId }, { ...options, valueColumn });
            }}
          />
        </div>
      ) : null}
      {noGroups ? (
        <NoMeasureState
          title={NO_MEASURE_TEXT.portfolioTitle}
          description={`${noMeasureReason(dataset, 'portfolio')} ${defaultMeasures(dataset).length > 0 ? NO_MEASURE_TEXT.whatToDoCategory : NO_MEASURE_TEXT.whatToDo} ${NO_MEASURE_TEXT.portfolioBuild}`}
        />
      ) : groups ? (
        // stocks.csv: GOOG's mean is over 2004-08 … 2010-03, the others' over 2000-01 … (issue 13)
        <PortfolioGroups portfolio={portfolio} note={portfolio.groupColumn ? seriesSpansNote(dataset, portfolio.groupColumn, portfolio.aggregation) : undefined} />
      ) : (
        <PortfolioCards
          total_value={portfolio.total_value}
          performance={portfolio.performance}
          performanceNote={portfolio.quantityColumn ? PORTFOLIO_TEXT.noEarlierPrices : PORTFOLIO_TEXT.noEarlierValues}
          risk_score={portfolio.risk_score}
          components={portfolio.assets.length}
        />
      )}
      {editing ? (
        <section className="tl-panel" aria-label={groups ? PORTFOLIO_GROUPS_TEXT.customize : PORTFOLIO_TEXT.customize}>
          <h2 className="tl-panel__title">{groups ? PORTFOLIO_GROUPS_TEXT.customize : PORTFOLIO_TEXT.customize}</h2>
          <div className="tl-edit-details">
            <TextField label={PORTFOLIO_TEXT.editName} value={form.name} onChange={(e) => setDetails({ ...form, name: e.target.value })} />
            <TextField
              label={PORTFOLIO_TEXT.editDescription}
              value={form.description}
              onChange={(e) => setDetails({ ...form, description: e.target.value })}
            />
          </div>
          {groups ? null : <AddAssetForm onAdd={(input) => actions.addAsset(input)} />}
        </section>
      ) : null}
      {groups || noGroups || editing ? null : (
        <div className="tl-two-col">
          <section className="tl-panel">
            <h2 className="tl-panel__title">{PORTFOLIO_TEXT.allocation}</h2>
            <PieChart
              data={allocationSlices(portfolio, (a) => a.symbol)}
              height={CHART_HEIGHT * 0.75}
              title={PORTFOLIO_TEXT.allocation}
              donut={0.55}
            />
          </section>
          <section className="tl-panel">
            <h2 className="tl-panel__title">{PORTFOLIO_TEXT.performance}</h2>
            {unknownChange ? (
              <p className="tl-muted">{PORTFOLIO_TEXT.noChangeChart}</p>
            ) : (
              <BarChart
                data={portfolio.assets.map((a) => ({ label: a.symbol, value: a.changePercent }))}
                height={CHART_HEIGHT * 0.75}
                title={`${PORTFOLIO_TEXT.performance} (change %)`}
              />
            )}
          </section>
        </div>
      )}
      {groups || noGroups ? null : (
        <div className="tl-stepscreen">
          <h2 className="tl-panel__title">{PORTFOLIO_TEXT.holdings}</h2>
          <HoldingsTable
            assets={portfolio.assets}
            editing={editing}
            onQuantityChange={(i, quantity) => actions.updateAsset(i, { quantity })}
            onPriceChange={(i, price) => actions.updateAsset(i, { price })}
            onRemove={(i) => actions.removeAsset(i)}
            changeUnknown={unknownChange}
          />
        </div>
      )}
    </StepScreen>
  );
}

