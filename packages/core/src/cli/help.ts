import { CORE_VERSION } from '../version.js';

/** `tallyline --help`: every command and option, printed to stdout with exit 0. */
export const HELP = `tallyline ${CORE_VERSION} — CSV analytics from the command line (@tallyline/core)

Usage:
  tallyline profile <file> [--json]            rows, detection, one line per column, warnings
  tallyline analyze <file> [--json] [options]  summary, roles, dashboard, KPIs, portfolio, trend, report
  tallyline report <file> [options]            the Markdown report
  tallyline --help | --version

Exit codes: 0 ok, 1 unreadable or unparsable file, 2 usage.
`;

/** The one-line usage printed (on stderr, exit 2) after a usage error. */
export const USAGE = 'usage: tallyline <profile|analyze|report> <file> [options] (tallyline --help for more)';
