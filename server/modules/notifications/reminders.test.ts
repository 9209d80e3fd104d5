import { addDays } from '../../../contract/dates';
import { dueReminders, type ReminderBooking } from './reminders';
import { balanceDueDate } from '../../../contract/payment-rules';

// Departure 1 March 2027: the balance is due 56 days before, on 4 January 2027.
const departureDate = '2027-03-01';
const owing: ReminderBooking = { departureDate, balanceRemainingCents: 400_000, firstPaidOn: '2026-06-01' };
const kindOn = (today: string, booking: ReminderBooking = owing) => dueReminders(booking, today).map((r) => r.kind);

describe('balanceDueDate', () => {
  it('is 56 days before departure, across a year end and a leap day', () => {
    expect(balanceDueDate(departureDate)).toBe('2027-01-04');
    expect(balanceDueDate('2028-04-20')).toBe('2028-02-24');
    expect(balanceDueDate('2028-04-25')).toBe('2028-02-29');
  });
});

describe('dueReminders', () => {
  it('sends 14, 7 and 1 day(s) before the due date and on the due date', () => {
    expect(kindOn('2026-12-21')).toEqual(['14_days']);
    expect(kindOn('2026-12-28')).toEqual(['7_days']);
    expect(kindOn('2027-01-03')).toEqual(['1_day']);
    expect(kindOn('2027-01-04')).toEqual(['due_today']);
    expect(dueReminders(owing, '2026-12-21')[0]).toEqual({ kind: '14_days', dueDate: '2027-01-04', sendOn: '2026-12-21' });
  });

  it('sends nothing before the first reminder day or after the due date', () => {
    expect(kindOn('2026-12-20')).toEqual([]);
    expect(kindOn('2027-01-05')).toEqual([]);
    expect(kindOn('2027-02-28')).toEqual([]);
  });

  it('on the days in between names the latest reminder (a missed day is caught up once, not in a burst)', () => {
    expect(kindOn('2026-12-24')).toEqual(['14_days']);
    expect(kindOn('2026-12-30')).toEqual(['7_days']);
  });

  it('sends nothing when the balance is paid or nothing was ever paid', () => {
    expect(kindOn('2026-12-21', { ...owing, balanceRemainingCents: 0 })).toEqual([]);
    expect(kindOn('2026-12-21', { ...owing, firstPaidOn: null })).toEqual([]);
  });

  it('skips reminders whose day came on or before the first payment (the confirmation named the due date)', () => {
    const paidLate = { ...owing, firstPaidOn: '2026-12-23' };
    expect(kindOn('2026-12-23', paidLate)).toEqual([]);
    expect(kindOn('2026-12-27', paidLate)).toEqual([]);
    expect(kindOn('2026-12-28', paidLate)).toEqual(['7_days']);
  });

  it('returns at most one reminder on any day of the year', () => {
    for (let i = -100; i < 100; i++) expect(dueReminders(owing, addDays('2027-01-04', i)).length).toBeLessThanOrEqual(1);
  });
});
