import { CORE_VERSION } from '../version.js';

/** `tallyline --help`: every command and option, printed to stdout with exit 0. */
export const HELP = `tallyline ${CORE_VERSION} — CSV and Excel analytics from the command line (@tallyline/core)

Usage:
  tallyline profile <file> [--json] [read options]       rows, detection, roles, one line per column, warnings
  tallyline analyze <file> [--json] [options]            profile, roles, dashboard, KPIs, portfolio, trend, report
  tallyline report <file> [options]                      the Markdown report, with its reproducibility header
  tallyline rerun <report.md> <file>                     re-runs a report from its header: exit 0 when every number is the same
  tallyline --help | --version

<file> is a CSV (any delimiter, UTF-8 or Windows-1252) or an .xlsx workbook, told apart by content.

Read options:
  --sheet <name>             the .xlsx sheet to read (default: the first)
  --delimiter <, ; tab |>    CSV field delimiter (default: detected)
  --decimal <. ,>            decimal separator (default: detected)
  --date-order <DMY|MDY>     how a/b/yyyy dates are read (default: detected)
  --column <name>=<role>     override a column's role; repeatable. Roles: identifier, time, measure,
                             dimension, series, text; a measure may add :sum or :mean (price=measure:mean)

Analysis options:
  --date <column>            the time column for trend, KPIs and portfolio
  --by <column>              group by this column (portfolio components, dashboard categories)
  --value <column>           the measure to analyse (trend, KPIs, portfolio value)
  --horizon <n>              forecast periods, 1–500 (default 5)
  --settings <json>          every step's choices as JSON, as a report header records them (its
                             "parameters" without "thresholds"), e.g. '{"kpis":{"targets":{"sales":900}}}';
                             --date, --by, --value and --horizon set the shared ones over it
  --now <ISO date>           the instant the report is dated (default: now)
  --json                     print JSON instead of text

Exit codes: 0 ok, 1 unreadable or unparsable file, unknown column or a re-run that differs, 2 usage.
`;

/** The one-line usage printed (on stderr, exit 2) after a usage error. */
export const USAGE = 'usage: tallyline <profile|analyze|report|rerun> <file> [options] (tallyline --help for more)';
