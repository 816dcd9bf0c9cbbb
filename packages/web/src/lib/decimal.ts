// Exact arithmetic on the API's decimal strings ("25000.00", "12.5"), for display only. Amounts never pass
// through a float, so converting and rounding does not lose cents.

const DECIMAL = /^\s*([+-])?(\d+)(?:\.(\d*))?\s*$/;

interface Scaled {
  /** The value times 10^scale. */
  units: bigint;
  scale: number;
}

export function isDecimal(value: string): boolean {
  return DECIMAL.test(value);
}

function parse(value: string): Scaled {
  const match = DECIMAL.exec(value);
  if (!match) throw new RangeError(`not a decimal: ${JSON.stringify(value)}`);
  const [, sign, whole, fraction = ''] = match;
  const units = BigInt(whole + fraction);
  return { units: sign === '-' ? -units : units, scale: fraction.length };
}

const pow10 = (n: number): bigint => 10n ** BigInt(n);

/** Integer division rounding half away from zero. */
function divRound(numerator: bigint, denominator: bigint): bigint {
  if (denominator < 0n) return divRound(-numerator, -denominator);
  const negative = numerator < 0n;
  const abs = negative ? -numerator : numerator;
  const rounded = (abs * 2n + denominator) / (denominator * 2n);
  return negative ? -rounded : rounded;
}

function render(units: bigint, decimals: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = decimals > 0 ? '.' + digits.slice(digits.length - decimals) : '';
  return (negative && units !== 0n ? '-' : '') + whole + fraction;
}

/** Rounds a decimal string to `decimals` places (half away from zero): round('12.345', 2) → '12.35'. */
export function round(value: string, decimals: number): string {
  const { units, scale } = parse(value);
  const scaled = decimals >= scale ? units * pow10(decimals - scale) : divRound(units, pow10(scale - decimals));
  return render(scaled, decimals);
}

/**
 * value / fromRate × toRate, rounded to `decimals` places. Rates are units of a currency per 1 USD, so
 * convert('100.00', '1', '12.5', 2) turns 100 USD into '1250.00' GHS.
 */
export function convert(value: string, fromRate: string, toRate: string, decimals: number): string {
  const amount = parse(value);
  const from = parse(fromRate);
  const to = parse(toRate);
  if (from.units === 0n) throw new RangeError('source rate is zero');
  const numerator = amount.units * to.units * pow10(from.scale + decimals);
  const denominator = from.units * pow10(amount.scale + to.scale);
  return render(divRound(numerator, denominator), decimals);
}

/** The exact sum of decimal strings, with as many decimals as the most precise of them: sum(['0.10', '0.2']) → '0.30'. */
export function sum(values: readonly string[]): string {
  const parsed = values.map(parse);
  const scale = parsed.reduce((most, { scale }) => Math.max(most, scale), 0);
  const total = parsed.reduce((acc, { units, scale: s }) => acc + units * pow10(scale - s), 0n);
  return render(total, scale);
}

/** Compares two decimal strings: -1, 0 or 1. */
export function compare(a: string, b: string): number {
  const x = parse(a);
  const y = parse(b);
  const scale = Math.max(x.scale, y.scale);
  const left = x.units * pow10(scale - x.scale);
  const right = y.units * pow10(scale - y.scale);
  return left < right ? -1 : left > right ? 1 : 0;
}

export function isZero(value: string): boolean {
  return parse(value).units === 0n;
}

/** Inserts thousands separators into a plain decimal string: '1234567.50' → '1,234,567.50'. */
export function group(value: string): string {
  const [whole, fraction] = value.split('.');
  const sign = whole.startsWith('-') ? '-' : '';
  const digits = sign ? whole.slice(1) : whole;
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return sign + grouped + (fraction !== undefined ? '.' + fraction : '');
}

/** Whole-number percentage a / b × 100, rounded; 0 when b is 0. */
export function percentOf(part: string, whole: string): number {
  const p = parse(part);
  const w = parse(whole);
  if (w.units === 0n) return 0;
  const scale = Math.max(p.scale, w.scale);
  const numerator = p.units * pow10(scale - p.scale) * 100n;
  const denominator = w.units * pow10(scale - w.scale);
  return Number(divRound(numerator, denominator));
}
