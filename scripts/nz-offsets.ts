/**
 * Writes contract/nz-offsets.ts: New Zealand's UTC offset and every change of it from 2020 to
 * 2060, read from this platform's time zone database (@date-fns/tz's tzScan over Intl). The
 * site's "today" is read from that table, so that a page's first render does not build an
 * Intl.DateTimeFormat: the first one in a browser tab loads ICU's data, 30-60 ms of the main
 * thread (contract/dates.ts). contract/dates.test.ts checks the table against Intl, so a new
 * time zone database that moves a change fails the tests until this is run again:
 *
 *   npx tsx scripts/nz-offsets.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { tzOffset, tzScan } from '@date-fns/tz';
import { NZ_TIME_ZONE } from '../contract/dates';

const FROM = new Date(Date.UTC(2020, 0, 1));
const UNTIL = new Date(Date.UTC(2061, 0, 1));
const minutes = (date: Date) => date.getTime() / 60_000;

const changes: [number, number][] = [[minutes(FROM), tzOffset(NZ_TIME_ZONE, FROM)]];
for (const change of tzScan(NZ_TIME_ZONE, { start: FROM, end: UNTIL })) changes.push([minutes(change.date), change.offset]);

const out = path.join(__dirname, '..', 'contract', 'nz-offsets.ts');
fs.writeFileSync(
  out,
  `// Written by \`npx tsx scripts/nz-offsets.ts\` from the time zone database (${NZ_TIME_ZONE}): do not edit.

/** The table's end (exclusive), in minutes since 1970-01-01T00:00Z; it starts at its first change. */
export const NZ_OFFSETS_UNTIL = ${minutes(UNTIL)};

/** [minute since 1970-01-01T00:00Z from which it applies, New Zealand's offset from UTC in minutes]. */
export const NZ_OFFSET_CHANGES: readonly (readonly [number, number])[] = [
${changes.map(([at, offset]) => `  [${at}, ${offset}],`).join('\n')}
];
`,
);
console.log(`${path.relative(process.cwd(), out)}: ${changes.length} entries`);
