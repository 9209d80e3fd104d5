import { jsonLdText, tourJsonLd } from './structured-data';

const input = {
  name: 'North Island Explorer',
  description: 'Nine days from the Bay of Islands to Wellington.',
  url: 'https://keatrails.example/new-zealand-tours/north-island-explorer/',
  images: ['https://keatrails.example/a.jpg'],
  startingPrice: 3495,
  numberOfDays: 9,
  brandName: 'Kea Trails',
  category: 'New Zealand Adventure Tours',
  places: ['Auckland', 'Bay of Islands', 'Wellington'],
  sku: 'NIE',
};

describe('tour structured data', () => {
  it('is a Product and TouristTrip with an NZD offer and the itinerary places', () => {
    const data = tourJsonLd(input);
    expect(data['@type']).toEqual(['Product', 'TouristTrip']);
    expect(data.offers).toMatchObject({ '@type': 'Offer', price: '3495.00', priceCurrency: 'NZD' });
    expect((data.itinerary as { itemListElement: unknown[] }).itemListElement).toHaveLength(3);
  });

  it('adds the aggregate rating only when there are reviews', () => {
    expect(tourJsonLd(input, { count: 0, rating: 5 }).aggregateRating).toBeUndefined();
    expect(tourJsonLd(input, null).aggregateRating).toBeUndefined();
    expect(tourJsonLd(input, { count: 23, rating: 4.74 }).aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.7,
      reviewCount: 23,
      bestRating: 5,
      worstRating: 1,
    });
  });

  it('cannot close its script tag', () => {
    expect(jsonLdText({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });
});
