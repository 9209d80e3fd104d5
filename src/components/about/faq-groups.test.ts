import { groupFaqs, groupSlug } from './faq-groups';

describe('FAQ groups', () => {
  it('groups questions by topic, keeping content order within and between topics', () => {
    const faqs = [
      { id: 1, group: 'Booking' },
      { id: 2, group: 'On tour' },
      { id: 3, group: 'Booking' },
      { id: 4, group: '' },
    ];
    expect(groupFaqs(faqs)).toEqual([
      { group: 'Booking', items: [faqs[0], faqs[2]] },
      { group: 'On tour', items: [faqs[1]] },
      { group: 'General', items: [faqs[3]] },
    ]);
  });

  it('makes anchor-safe topic slugs', () => {
    expect(groupSlug('Payments & deposits')).toBe('payments-deposits');
  });
});
