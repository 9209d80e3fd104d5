/**
 * Alphabetical order for names (tours, places, activities) without Intl: a page's first
 * `localeCompare` builds ICU's collator, 13-20 ms of a browser tab's main thread (4 times that on
 * a throttled phone's) inside the render that sorts the deals, the departures or the activities.
 * Letters compare without their accents and case first (Ōtautahi among the O's), then with them,
 * so the order is total and never depends on the runtime's collation data.
 */
const MARKS = /\p{M}/gu;

const base = (text: string) => text.normalize('NFD').replace(MARKS, '').toLowerCase();
const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Names in alphabetical order: accent- and case-blind first, then by the accents, then the case. */
export function compareText(a: string, b: string): number {
  return byCodePoint(base(a), base(b)) || byCodePoint(a.normalize('NFD').toLowerCase(), b.normalize('NFD').toLowerCase()) || byCodePoint(a, b);
}

const RUNS = /(\d+)/;

/** Two runs of digits by value, however long: the longer number (leading zeros aside) is larger. */
function compareDigits(a: string, b: string): number {
  const [x, y] = [a.replace(/^0+/, ''), b.replace(/^0+/, '')];
  return x.length - y.length || byCodePoint(x, y);
}

/** Identifiers with numbers in them, numbers by value: 'dep-9' before 'dep-10'. */
export function compareNatural(a: string, b: string): number {
  const left = a.split(RUNS);
  const right = b.split(RUNS);
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    // split with a capture group alternates text (even places) and digits (odd places).
    const order = i % 2 === 1 ? compareDigits(left[i], right[i]) : compareText(left[i], right[i]);
    if (order) return order;
  }
  return left.length - right.length || byCodePoint(a, b);
}
