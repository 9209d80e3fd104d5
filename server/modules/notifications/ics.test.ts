import fc from 'fast-check';
import { buildIcs, escapeIcsText, foldIcsLine, icsUtcStamp } from './ics';

const event = {
  uid: 'booking-42@tours.example.nz',
  stamp: new Date('2026-11-22T05:47:09.123Z'),
  startDate: '2027-03-10',
  lastDate: '2027-03-23',
  summary: 'South Island Adventure (Kea Trails)',
  location: 'Christchurch',
};

/** Unfolds content lines (RFC 5545 3.1) and splits them. */
function contentLines(ics: string): string[] {
  return ics.replace(/\r\n /g, '').split('\r\n').filter(Boolean);
}

describe('buildIcs', () => {
  it('writes one all-day VEVENT inside a VCALENDAR with CRLF line endings', () => {
    const ics = buildIcs(event);
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = contentLines(ics);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines.find((l) => l.startsWith('PRODID:'))).toBeDefined();
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(lines).toEqual(
      expect.arrayContaining([
        'UID:booking-42@tours.example.nz',
        'DTSTAMP:20261122T054709Z',
        'DTSTART;VALUE=DATE:20270310',
        'SUMMARY:South Island Adventure (Kea Trails)',
        'LOCATION:Christchurch',
      ]),
    );
  });

  it('ends the event the day after the last tour day (DTEND is exclusive), across months and years', () => {
    expect(contentLines(buildIcs(event))).toContain('DTEND;VALUE=DATE:20270324');
    expect(contentLines(buildIcs({ ...event, startDate: '2027-12-20', lastDate: '2027-12-31' }))).toContain('DTEND;VALUE=DATE:20280101');
    expect(contentLines(buildIcs({ ...event, startDate: '2028-02-20', lastDate: '2028-02-28' }))).toContain('DTEND;VALUE=DATE:20280229');
  });

  it('keeps the same UID for the same booking whenever the file is made', () => {
    const uid = (ics: string) => contentLines(ics).find((l) => l.startsWith('UID:'));
    expect(uid(buildIcs(event))).toBe(uid(buildIcs({ ...event, stamp: new Date('2027-01-01T00:00:00Z') })));
  });

  it('escapes text values and folds long lines at 75 octets without splitting characters', () => {
    const summary = 'Milford Sound; kayaks, glow-worms \\ and a ngā motu day — ' + 'ā'.repeat(60);
    const ics = buildIcs({ ...event, summary, description: 'Line one\nLine two' });
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    // Folding never cut a multi-byte character in two.
    expect(ics).not.toContain('\uFFFD');
    const lines = contentLines(ics);
    expect(lines).toContain(`SUMMARY:${summary.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,')}`);
    expect(lines).toContain('DESCRIPTION:Line one\\nLine two');
  });
});

describe('escapeIcsText', () => {
  it('escapes backslash, semicolon, comma and newlines', () => {
    expect(escapeIcsText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });
});

describe('foldIcsLine', () => {
  it('unfolds back to the original line and keeps every physical line within 75 octets', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 400 }), (text) => {
        const line = `DESCRIPTION:${text.replace(/[\r\n]/g, '')}`;
        const folded = foldIcsLine(line);
        expect(folded.replace(/\r\n /g, '')).toBe(line);
        for (const physical of folded.split('\r\n')) expect(Buffer.byteLength(physical, 'utf8')).toBeLessThanOrEqual(75);
      }),
    );
  });

  it('leaves a short line alone', () => {
    expect(foldIcsLine('VERSION:2.0')).toBe('VERSION:2.0');
  });
});

describe('icsUtcStamp', () => {
  it('writes a UTC date-time without separators', () => {
    expect(icsUtcStamp(new Date('2027-01-02T03:04:05.678Z'))).toBe('20270102T030405Z');
  });
});
