/**
 * Material for the seeded guest reviews: titles, texts (short and long, some well over the
 * 250 characters the site truncates at), names and company replies. `{place}` and `{tour}` are
 * filled from the reviewed tour, so each review reads as if written about that trip.
 */

export const REVIEW_TEMPLATES: { rating: number; title: string; text: string }[] = [
  { rating: 5, title: 'Best holiday we have ever had', text: 'Best holiday we have ever had. Our guide was funny, patient and knew every back road. {place} was the highlight for us.' },
  {
    rating: 5,
    title: 'Worth every cent',
    text: 'I travelled solo and was a little nervous about joining a group, but by the end of day one it felt like travelling with friends. The {tour} was perfectly paced: enough time at each stop to do the optional activities without ever feeling rushed, and the accommodation was clean, warm and always central. Our guide went out of her way to book a table for my birthday in {place}. Worth every cent.',
  },
  { rating: 5, title: 'Amazing scenery, great group', text: 'Amazing scenery every single day and a great mix of people in the group. Would book again tomorrow.' },
  {
    rating: 4,
    title: 'Great trip, long driving days',
    text: 'A great way to see a lot of the country in a short time. Some of the driving days were long, but the stops broke them up nicely and the guide kept us entertained with stories about the places we passed. The night in {place} was a favourite. Four stars only because I would have liked one more free afternoon.',
  },
  { rating: 5, title: 'Small group makes all the difference', text: 'With only 14 of us we could stop wherever the light was good. Our guide found us a quiet track near {place} that no tour bus would ever fit down.' },
  {
    rating: 5,
    title: 'Exceeded our expectations',
    text: 'My husband and I are in our sixties and wondered whether an adventure tour was for us. We need not have worried: every activity was optional and the guide always had an easier alternative. We kayaked, walked, ate far too much and laughed a lot. The van was comfortable and spotless, the lodges were better than we expected, and the whole thing ran like clockwork from the first pick-up to the last goodbye. We have already recommended the {tour} to three couples at home.',
  },
  { rating: 5, title: 'Unforgettable', text: 'Unforgettable. Ten out of ten, no notes.' },
  { rating: 3, title: 'Good but not for everyone', text: 'The trip itself was good and the guide was lovely, but the early starts and shared rooms were not really my thing. If you like a fast pace you will love it.' },
  {
    rating: 5,
    title: 'Our guide made the trip',
    text: 'Our guide made the trip. He knew the names of the birds, the plants, the mountains and what seemed like half the people in {place}. When the weather closed in he rearranged the day so we still got our walk in the next morning, and he did it without any fuss. Genuinely one of the best guides I have travelled with anywhere in the world.',
  },
  { rating: 4, title: 'Really well organised', text: 'Really well organised from booking to the last day. The add-on activities were easy to choose online beforehand.' },
  { rating: 5, title: 'Would do it again', text: 'Loved it. Would do it again in a heartbeat, maybe in the other season next time.' },
  {
    rating: 5,
    title: 'Perfect first trip to New Zealand',
    text: 'This was our first time in New Zealand and we wanted to see as much as possible without driving on the wrong side of the road ourselves. The {tour} was perfect for that. Highlights were the morning in {place}, a stunning lake at sunrise and a hangi dinner we will never forget. The group was a mix of ages and nationalities and everyone got on. Thank you to the whole team.',
  },
  { rating: 2, title: 'Accommodation let it down', text: 'The guiding was excellent but one of the motels was tired and noisy and we did not sleep much. The office did follow up quickly when we mentioned it.' },
  { rating: 5, title: 'Stunning', text: 'Stunning landscapes, great food and a guide who clearly loves his job.' },
  {
    rating: 4,
    title: 'Fantastic value',
    text: 'Fantastic value for what is included. Budget extra for the optional activities though, because you will want to do most of them. The jet boat near {place} was worth it on its own. Only small gripe: a couple of lunches were rushed.',
  },
  { rating: 5, title: 'So much fun', text: 'So much fun from start to finish. Great playlist in the van too!' },
  {
    rating: 5,
    title: 'A brilliant mix of adventure and downtime',
    text: 'A brilliant mix of adventure and downtime. Some days were full on, with a big walk in the morning and an activity in the afternoon, and others gave us a slow start and a free evening in {place} to explore on our own. I liked that the guide gave us good tips for dinner rather than herding everyone into the same restaurant every night.',
  },
  { rating: 1, title: 'Cancelled activity', text: 'Our main activity was cancelled because of the weather and the replacement did not compare. Not the company\'s fault, but disappointing.' },
  { rating: 5, title: 'Highly recommend', text: 'Highly recommend the {tour}. Everything was taken care of and we just had to enjoy ourselves.' },
  { rating: 4, title: 'Lovely people', text: 'Lovely people, beautiful places. Rooms were sometimes small but always clean.' },
];

export const REVIEWER_NAMES: (string | null)[] = [
  'Sarah M.',
  'James K.',
  null,
  'Anke W.',
  'Tom & Rachel',
  'Priya S.',
  null,
  'Lukas B.',
  'Margaret H.',
  'Daniel O.',
  'Chloe T.',
  null,
  'Hiroshi N.',
  'Emma L.',
  'Sofia R.',
  'Greg P.',
];

export const COMPANY_REPLIES: string[] = [
  'Thank you so much for the kind words! We will pass them on to your guide.',
  'Kia ora and thanks for travelling with us. We are thrilled you enjoyed the trip and hope to see you on another one soon.',
  'Thanks for the honest feedback. We have shared your comments about the accommodation with our operations team and are already looking at alternatives.',
  'We are sorry the weather did not play along. Safety always comes first, but we understand how disappointing it is to miss an activity you were looking forward to. Our team will be in touch.',
];
