/**
 * Structured data of a tour page (schema.org Product + TouristTrip, JSON-LD): offers in NZD
 * from the starting price, the itinerary's places, and `aggregateRating` only when the tour has
 * reviews (an empty rating is invalid for search engines).
 */
export interface TourJsonLdInput {
  name: string;
  description: string;
  url: string;
  images: string[];
  startingPrice: number;
  numberOfDays: number;
  brandName: string;
  category: string;
  places: string[];
  sku: string;
}

export interface RatingInput {
  count: number;
  rating: number;
}

export function tourJsonLd(tour: TourJsonLdInput, rating?: RatingInput | null): Record<string, unknown> {
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': ['Product', 'TouristTrip'],
    name: tour.name,
    description: tour.description,
    url: tour.url,
    sku: tour.sku,
    image: tour.images,
    category: tour.category,
    brand: { '@type': 'Brand', name: tour.brandName },
    provider: { '@type': 'TravelAgency', name: tour.brandName },
    touristType: 'Small-group travellers',
    itinerary: {
      '@type': 'ItemList',
      numberOfItems: tour.places.length,
      itemListElement: tour.places.map((place, i) => ({ '@type': 'ListItem', position: i + 1, item: { '@type': 'Place', name: place } })),
    },
    offers: {
      '@type': 'Offer',
      price: tour.startingPrice.toFixed(2),
      priceCurrency: 'NZD',
      availability: 'https://schema.org/InStock',
      url: tour.url,
      description: `From ${tour.startingPrice} NZD per person for ${tour.numberOfDays} days`,
    },
  };
  if (rating && rating.count > 0) {
    data.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: Math.round(rating.rating * 10) / 10,
      reviewCount: rating.count,
      bestRating: 5,
      worstRating: 1,
    };
  }
  return data;
}

/** JSON for a <script type="application/ld+json">: '<' escaped so content can never close the tag. */
export const jsonLdText = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');
