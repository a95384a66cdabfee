import type { TrendResult } from '@tallyline/core';
import { formatNumber, trendModelName } from '@tallyline/core';
import { TREND_TEXT } from '../../messages/steps.js';


/** The forecast's season, model and backtest quality (MASE as Tableau shows it), from core's trend result; none of them when the trend is withheld. */
export function TrendFacts({ trend, withheld = false }: { trend: TrendResult; withheld?: boolean }) {
  const q = trend.quality;
  // a withheld trend (too little support) has no forecast: no model, season or quality to show as if chosen
  const W = TREND_TEXT.withheld;
  const season = withheld
    ? W.season
    : trend.season
      ? `${trend.season.name[0]!.toUpperCase()}${trend.season.name.slice(1)} (${trend.season.period} ${trend.unit ?? 'period'}s)`
      : trend.backtest.some((b) => b.seasonPeriod > 0)
        ? TREND_TEXT.noSeason
        : TREND_TEXT.noSeasonTested;
  return (
    <section className="tl-panel" aria-labelledby="trend-model-title">
      <h2 id="trend-model-title" className="tl-panel__title">
        {TREND_TEXT.forecastModel}
      </h2>
      <dl className="tl-facts">
        <div>
          <dt>{TREND_TEXT.season}</dt>
          <dd>{season}</dd>
        </div>
        <div>
          <dt>{TREND_TEXT.model}</dt>
          <dd>{withheld ? W.model : trendModelName(trend.model)}</dd>
        </div>
        <div>
          <dt>{TREND_TEXT.quality}</dt>
          <dd>
            {withheld
              ? W.quality
              : q
                ? `MASE ${formatNumber(q.mase)} · quality ${formatNumber(q.score, { decimals: 0 })}/100 · ${
                    trend.model.method === 'naive' ? 'no model beat the naive forecast' : `error ${formatNumber(q.relativeToNaive)} × the naive forecast's`
                  } over ${formatNumber(q.origins)} backtest origins`
                : TREND_TEXT.tooShort}
          </dd>
        </div>
      </dl>
    </section>
  );
}
