/** How formatNumber shows a value; see formatNumber. */
export interface FormatNumberOptions {
  /** 'currency' prefixes the currency symbol (2 decimals); 'percent' reads the value in percent points ('12.3%'). */
  unit?: 'currency' | 'percent';
  /** ISO 4217 code for unit 'currency' (default 'USD'). */
  currency?: string;
  /** Exactly this many decimals (default: at most 2 for plain numbers, 2 for currency, 1 for percent). */
  decimals?: number;
  /** '+' before positive values ('+3.2%'); zero stays unsigned. */
  signed?: boolean;
  /** Short scale for axis ticks: 1,200,000 → '1.2M' (at most 1 decimal). */
  compact?: boolean;
  /** Text for NaN and ±Infinity (default 'n/a'). */
  missing?: string;
}

const cache = new Map<string, Intl.NumberFormat>();

/** Intl.NumberFormat is costly to build; one per distinct set of options. */
function formatter(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = JSON.stringify(options);
  let f = cache.get(key);
  if (!f) {
    f = new Intl.NumberFormat('en-US', options);
    cache.set(key, f);
  }
  return f;
}

function intlOptions(o: FormatNumberOptions): Intl.NumberFormatOptions {
  if (o.compact) return { notation: 'compact', maximumFractionDigits: o.decimals ?? 1 };
  if (o.unit === 'currency') {
    const digits = o.decimals ?? 2;
    return { style: 'currency', currency: o.currency ?? 'USD', minimumFractionDigits: digits, maximumFractionDigits: digits };
  }
  if (o.unit === 'percent') {
    const digits = o.decimals ?? 1;
    return { minimumFractionDigits: digits, maximumFractionDigits: digits };
  }
  return o.decimals === undefined ? { maximumFractionDigits: 2 } : { minimumFractionDigits: o.decimals, maximumFractionDigits: o.decimals };
}

/** Plain values this small keep two significant digits: a share of 0.0043 is not '0'. */
const TINY = 0.01;
const TINY_OPTIONS: Intl.NumberFormatOptions = { maximumSignificantDigits: 2 };
/** Percents this small would read '0.0%': they keep one significant digit, so a change of -0.03% is not 'none'. */
const TINY_PERCENT = 0.05;
const TINY_PERCENT_OPTIONS: Intl.NumberFormatOptions = { maximumSignificantDigits: 1 };

/**
 * The one number formatter of Tallyline, for generated text and every screen: en-US thousands
 * grouping, at most 2 decimals unless `decimals` says otherwise (6.557878315132601 → '6.56'),
 * optional units (currency, percent points), sign and compact notation. A plain value below 0.01
 * (no unit, decimals or compact) keeps two significant digits (0.0043 → '0.0043'), and a percent below
 * 0.05 (no decimals) one (-0.03 → '-0.03%'; it would read '0.0%'), so a small share or change never reads
 * as nothing. A value that rounds to zero shows as '0' (never '-0'); NaN and ±Infinity show `missing` ('n/a').
 *
 * @example
 * formatNumber(1234.567); // '1,234.57'
 * formatNumber(6.557878315132601, { unit: 'currency' }); // '$6.56'
 * formatNumber(3.25, { unit: 'percent', signed: true }); // '+3.3%'
 * formatNumber(1_200_000, { compact: true }); // '1.2M'
 */
export function formatNumber(value: number, options: FormatNumberOptions = {}): string {
  if (!Number.isFinite(value)) return options.missing ?? 'n/a';
  const small = value !== 0 && options.decimals === undefined && !options.compact;
  const tiny = small && options.unit === undefined && Math.abs(value) < TINY;
  const tinyPercent = small && options.unit === 'percent' && Math.abs(value) < TINY_PERCENT;
  const text = formatter(tiny ? TINY_OPTIONS : tinyPercent ? TINY_PERCENT_OPTIONS : intlOptions(options)).format(value);
  // Intl keeps the sign of a value that rounds to zero ('-0', '-$0.00'); a zero has no sign.
  const unsigned = text.startsWith('-') && !/[1-9]/.test(text) ? text.slice(1) : text;
  const shown = options.unit === 'percent' ? `${unsigned}%` : unsigned;
  return options.signed && !shown.startsWith('-') && /[1-9]/.test(shown) ? `+${shown}` : shown;
}
