import type { Article } from './types.js';
import { findArticle } from './articles.js';

/** Article bodies (HTML), by article id. Rendered only after DOMPurify. */
const BODIES: Record<number, string> = {
  1: `
<p>Most analytics tools start with a blank canvas and a long list of chart types. Tallyline starts with your file and a path. In this walkthrough we take a single CSV export — twelve months of orders with a region, a product line, a revenue figure and a unit count — through all six steps, and explain what happens at each one.</p>
<h2>Step 1: Data upload</h2>
<p>Drag the file onto the upload screen or pick it from disk. Tallyline reads it <strong>in your browser</strong>: the file is parsed locally, column types are detected (numbers, dates, categories, free text) and a summary appears with the row count, the number of columns, how many are numeric and how many are categories. Rows that do not match the header are reported as warnings with their line number instead of being dropped silently.</p>
<p>Below the summary you get a first chart, a data explorer with sorting, search and page sizes from 5 to 100 rows, and the AI insights box where you can ask questions such as <em>“Which region has the highest revenue?”</em>. When you are happy with what you see, press <em>Continue to Dashboard</em>.</p>
<h2>Step 2: Dashboard</h2>
<p>The dashboard is generated from the structure of your data. Four panels cover the questions people ask first: a bar chart of how the main measure is distributed across a category, a pie of the top five contributors, a line showing how the measure moves across the file, and a summary panel with totals and averages. You can rename the dashboard, rearrange it and, once signed in, save it to your account.</p>
<h2>Step 3: KPIs</h2>
<p>From the first numeric columns Tallyline proposes up to four KPIs. Each card shows the current value (the average of the column), a target, a progress bar capped at 100% and the formula that produced it, for example <code>AVG(revenue)</code>. A KPI is <em>On Track</em> at 90% of its target or more, <em>At Risk</em> from 70%, and <em>Behind</em> below that. The rule is simple on purpose: you can explain it to anyone in one sentence.</p>
<h2>Step 4: Portfolio</h2>
<p>The portfolio view groups your rows by the first category column and sums the main measure, so you see how the whole is split: which regions, products or accounts carry the business, each with its share of the total. You can add, edit and remove components to model “what if” scenarios and save the result.</p>
<h2>Step 5: Trend analysis</h2>
<p>The trend screen turns the measure into a time series, highlights anomalies in red, and projects five periods ahead in purple. Switch between the <strong>7d, 30d, 90d and 1y</strong> ranges to look at the same series at different zoom levels: a spike that dominates a week often disappears in a year, and a slow drift that is invisible in a week is obvious over 90 days.</p>
<h2>Step 6: Analytics report</h2>
<p>Finally the report collects everything into one document: the data summary, the dashboard findings, the KPIs with their status, the portfolio split, the trend and its anomalies, and a numbered list of recommendations. Download it as Markdown, which you can paste into a wiki or convert to PDF.</p>
<h2>What to try next</h2>
<ul>
<li>Run the same file twice with a different first category column and compare the portfolios.</li>
<li>Ask the AI insights box about data quality before you trust a KPI.</li>
<li>Share the dashboard with a colleague with view permission, so they see the same numbers you do.</li>
</ul>
<p>The whole path takes a few minutes for a typical export. The point is not to skip thinking — it is to get to the questions worth thinking about sooner.</p>`,
  2: `
<p>“What is the average order value in the north region?” is an easy question for a person with a spreadsheet and twenty minutes. The AI insights box on the upload screen answers it in a second — and, more importantly, tells you how it got there.</p>
<h2>Questions become operations</h2>
<p>Every question is mapped to a small set of operations on the columns you uploaded: count, sum, average, minimum, maximum, distinct values, top groups and missing values. The assistant recognises column names in your wording (including close spellings), picks the operation and runs it on the full dataset in your browser. Nothing is sent to a server to compute the answer.</p>
<h2>Answers you can verify</h2>
<p>Each answer names the columns and the operation it used. If you asked for “best region”, it says which measure it ranked by. If a column has gaps, the answer says how many values were missing. This matters: an average over 60% of the rows is a different fact from an average over all of them.</p>
<h2>Data quality comes first</h2>
<p>Ask “how clean is this data?” and you get a quality grade per column. Under 5% missing values is rated excellent, under 15% good, and anything above that is flagged so you can decide whether to fix the source before you build KPIs on it.</p>
<h2>Suggested questions</h2>
<p>If you do not know where to start, eight suggested questions are offered under the box, built from your own column names — for example the total of the first numeric column, or the category with the most rows.</p>
<h2>Where AI stops</h2>
<p>We are careful about what the assistant claims. It does not invent causes (“revenue fell because of the weather”) and it does not forecast — forecasting lives in the trend analysis step, where the method and its uncertainty are visible. The goal is an assistant that shortens the distance between a question and a number, not one that replaces judgement.</p>
<p>Try it with your next export: ask three questions you already know the answers to, and check them. Trust comes from verification, and we designed the assistant to make verification easy.</p>`,
  3: `
<p>Today we are starting the rollout of <strong>Tallyline 3.0</strong>, the biggest update since the beta launch in June. The upgrade is rolled out gradually <strong>over two weeks</strong>: a small group of accounts gets it first, we watch error rates and performance, then widen the group every few days. You do not need to do anything; your datasets, dashboards and KPIs carry over unchanged.</p>
<h2>What is new</h2>
<ul>
<li><strong>A faster parser.</strong> Large files are parsed in a background worker, so the page stays responsive while a 50 MB export loads, and progress is shown as it goes.</li>
<li><strong>Dashboard editor.</strong> Panels can be renamed, resized and reordered, and the dashboard remembers your layout.</li>
<li><strong>Saved portfolios.</strong> Portfolio changes — added components, edited values — are saved to your account when you are signed in.</li>
<li><strong>API keys.</strong> Create keys in Settings → Account to read your datasets, dashboards and KPIs from scripts. Each key is shown once, has a read or read-write scope and can be revoked at any time.</li>
<li><strong>Better trend ranges.</strong> The 7d, 30d, 90d and 1y views now share one scale, so switching between them no longer makes the chart jump.</li>
</ul>
<h2>How the rollout works</h2>
<p>During the two weeks, some of your colleagues may see 3.0 before you do. Shared dashboards work across both versions. If something looks wrong, the status page shows whether any service is degraded, and our support team can move your account to the new version early or hold it back.</p>
<h2>What we fixed</h2>
<p>We also fixed a long list of smaller issues: CSV files with a byte-order mark, semicolon-separated exports from European spreadsheet settings, and quoted fields with line breaks are all handled correctly now.</p>
<p>Thank you to everyone in the beta who sent feedback. Most of 3.0 started as one of your e-mails.</p>`,
  4: `
<p>The KPI step proposes indicators automatically, but the best KPIs are chosen, not generated. This article is about the judgement around the numbers.</p>
<h2>Start with the decision</h2>
<p>A good KPI changes what someone does on Monday morning. Before keeping a proposed KPI, ask: if this number drops by 10%, who acts, and how? If nobody would, the measure belongs on a dashboard, not in the KPI list.</p>
<h2>Targets you can defend</h2>
<p>Tallyline starts each target at 80% of the best value observed in the column. That is a deliberately reachable default: it says “perform close to your best period”. Replace it with a target from your plan or budget when you have one, and write down where the target came from in the description field — future you will want to know.</p>
<h2>Reading the status</h2>
<p>Status compares the current value with the target:</p>
<ul>
<li><strong>On Track</strong> — at least 90% of the target;</li>
<li><strong>At Risk</strong> — from 70% up to 90%;</li>
<li><strong>Behind</strong> — below 70%.</li>
</ul>
<p>The progress bar is capped at 100%, because exceeding a target is good news but not a reason to stop watching. The trend arrow tells you the direction; a KPI that is On Track but trending down deserves more attention than one that is At Risk but climbing.</p>
<h2>Averages hide things</h2>
<p>The current value is the average of the column. Averages are robust but they hide spread: ten orders of 100 and ten orders of 100,000 share an average with twenty orders of 50,050. Pair a KPI with the dashboard's distribution panel before drawing conclusions, and use the trend step to see whether the average is stable over 30 or 90 days.</p>
<h2>Fewer is better</h2>
<p>The KPI step shows at most four indicators. That limit is intentional. Teams that watch four numbers talk about them; teams that watch twenty talk about the dashboard.</p>`,
  5: `
<p>For a decade the standard analytics setup was simple: upload everything to a vendor and let them compute. That model is under pressure from regulation, from security teams and from customers who ask where their data goes.</p>
<h2>The cost of copies</h2>
<p>Every copy of a dataset is a liability: it needs access control, retention rules and a place in your data-processing register. A CSV uploaded to a web tool for a quick chart becomes a copy you no longer control.</p>
<h2>Computing where the data already is</h2>
<p>Modern browsers are fast enough to parse and analyse millions of cells. Tallyline uses that: parsing, type detection, the dashboard, KPIs, portfolio, trend analysis and the report are computed on your device. For anonymous use nothing is uploaded at all; when you sign in, you choose what to save to your account.</p>
<h2>What this changes for teams</h2>
<ul>
<li>Security reviews are shorter when the tool processes data locally by design.</li>
<li>Analysts can explore a sensitive export without first arranging a data-sharing agreement.</li>
<li>Sharing becomes a deliberate act: dashboards are private until you make them public or invite people by e-mail with view or edit permission.</li>
</ul>
<h2>The honest limits</h2>
<p>Local processing is not a silver bullet. Saved dashboards and datasets do live on our servers, encrypted at rest, and our plans include storage quotas for exactly that reason. The difference is that storage is opt-in and visible, not a side effect of asking a question.</p>
<p>We expect this pattern — compute locally, store deliberately — to become the default for business analytics over the next few years.</p>`,
  6: `
<p>Step five of the workflow turns your main measure into a series, marks anomalies and projects five periods ahead. This guide is about reading that chart well.</p>
<h2>Pick the window for the question</h2>
<ul>
<li><strong>7d</strong> — operational questions: did yesterday's campaign move anything? Expect noise.</li>
<li><strong>30d</strong> — the monthly view most teams report on; weekly cycles average out.</li>
<li><strong>90d</strong> — a quarter: good for spotting drift and the effect of a change you made.</li>
<li><strong>1y</strong> — seasonality and long-run direction. Anything that only shows up here is structural.</li>
</ul>
<p>If a pattern appears in one window and vanishes in the next one up, it is probably noise at the larger scale. If it persists across all four, it is real.</p>
<h2>Anomalies are questions, not answers</h2>
<p>Red points mark values that break from the surrounding pattern. Before reacting, check the source: many anomalies are data-quality problems — a duplicated export, a currency change, a day with missing rows. The Key Insights panel recommends monitoring anomalies for exactly this reason.</p>
<h2>Forecasts have error bars, even when they are not drawn</h2>
<p>The five predicted periods (in purple) extend the recent pattern. Use them for planning ranges, not promises: treat the forecast as “if nothing changes”, then ask what will change.</p>
<h2>Seasonality</h2>
<p>Retail peaks in December, B2B orders dip in August, support tickets rise after every release. If your 1y view shows a repeating shape, compare like with like — this March with last March — rather than month on month.</p>
<h2>From chart to action</h2>
<p>The report step collects the trend direction, the anomaly count and the insights into the final document. Add your own interpretation before you share it: the chart shows what happened; only you know why.</p>`,
};

/** The full article (summary and HTML body) for an id, if any. */
export function getArticle(id: string | number): Article | undefined {
  const summary = findArticle(id);
  const content = summary && BODIES[summary.id];
  return summary && content !== undefined ? { ...summary, content } : undefined;
}
