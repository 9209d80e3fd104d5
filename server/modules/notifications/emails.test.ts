import { calendarUid, reminderEmail, type BookingMailView } from './emails';

const view: BookingMailView = {
  bookingId: 42,
  firstName: null,
  tourName: 'South Island Adventure',
  tourSlug: 'south-island-adventure',
  departureDate: '2027-03-01',
  endDate: '2027-03-14',
  startLocation: 'Christchurch',
  endLocation: 'Queenstown',
  numberOfDays: 14,
  onRequest: false,
  confirmed: false,
  days: [],
  travellers: ['Traveller 1 (details to come)'],
  extras: [],
  tourTotalCents: 529_500,
  discountCents: 0,
  promoCode: null,
  totalCents: 529_500,
  paidCents: 9_900,
  balanceCents: 519_600,
  balanceDueDate: '2027-01-04',
};
const settings = { brand: 'Kea Trails', publicUrl: 'https://tours.example.nz/' };

describe('reminderEmail', () => {
  it('names the days left, the amount and the payment page, as text and HTML', () => {
    const mail = reminderEmail(settings, view, '7_days', 7);
    expect(mail.subject).toBe('Reminder: your balance of NZ$5,196.00 for South Island Adventure is due on 4 January 2027');
    expect(mail.text).toContain('Kia ora,');
    expect(mail.text).toContain('is due in 7 days, on 4 January 2027');
    expect(mail.text).toContain('https://tours.example.nz/bookings/payment/?bookingId=42&tour=south-island-adventure');
    expect(mail.html).toContain('https://tours.example.nz/bookings/payment/?bookingId=42&amp;tour=south-island-adventure');
  });

  it('says "due today" on the due date', () => {
    const mail = reminderEmail(settings, view, 'due_today', 0);
    expect(mail.subject).toBe('Your balance of NZ$5,196.00 for South Island Adventure is due today');
    expect(mail.text).toContain('is due today, 4 January 2027');
  });
});

describe('calendarUid', () => {
  it('is stable per booking and names the site', () => {
    expect(calendarUid('https://tours.example.nz', 42)).toBe('booking-42@tours.example.nz');
    expect(calendarUid('not a url', 42)).toBe('booking-42@keatrails.invalid');
  });
});
