import React from 'react';
import { renderToString } from 'react-dom/server';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'gatsby';
import { ItineraryDownload, ItineraryPage } from './ItineraryDownload';
import type { PrintableTour } from './PrintableItinerary';
import type { OperatorContact } from './itinerary-format';

// The questionnaires are another feature's forms (captcha, API): here it matters which one shows, for which tour.
jest.mock('../../features/leads', () => ({
  ItineraryQuestionnaire: ({ tourId, tourSlug }: { tourId: string; tourSlug: string }) => (
    <div data-testid="questionnaire">
      trip questionnaire {tourId} {tourSlug}
    </div>
  ),
  SnowQuestionnaire: ({ tourId, tourSlug }: { tourId: string; tourSlug: string }) => (
    <div data-testid="questionnaire">
      snow questionnaire {tourId} {tourSlug}
    </div>
  ),
}));

const contact: OperatorContact = {
  brand_name: 'Kea Trails',
  tagline: 'Small-group guided adventures',
  phone: '+64 3 555 0199',
  phone_href: 'tel:+6435550199',
  email: 'hello@keatrails.co.nz',
  address_lines: ['Level 1, 42 Shotover Street', 'Queenstown 9300', 'New Zealand'],
};

const adventure: PrintableTour = {
  contentId: 'south-island-adventure',
  api_id: 3,
  name: 'South Island Adventure',
  absolute_slug: '/new-zealand-tours/south-island-adventure/',
  number_of_days: 14,
  starting_price: 5295,
  start_location: 'Christchurch',
  end_location: 'Christchurch',
  is_german_tour: false,
  short_description_html: '<p>Two weeks around the South Island.</p>',
  highlights: ['Whale watching at Kaikōura'],
  inclusions: ["13 nights' accommodation"],
  category: { name: 'Adventure', full_name: 'New Zealand Adventure Tours', tour_type: 'Adventure', background_color: '#2c6e8f', absolute_slug: '/new-zealand-tours/' },
  map: { childImageSharp: { gatsbyImageData: { images: {}, layout: 'constrained', width: 242, height: 290 } } },
  days: [
    {
      api_id: 3002,
      ordinal_number: 2,
      title: 'Kaikōura to Abel Tasman',
      description_html: '<p>North through the vineyards.</p>',
      overnight: 'Marahau',
      meals: 'B',
      activities: [{ name: 'Swim with Dusky Dolphins', absolute_slug: '/activities/kaikoura-dolphin-swim/', min_price: 110, max_price: 240 }],
    },
    {
      api_id: 3001,
      ordinal_number: 1,
      title: 'Christchurch to Kaikōura',
      description_html: '<p>Meet at 8am in central Christchurch.</p>',
      overnight: 'Kaikōura',
      meals: 'D',
      activities: [{ name: 'Kaikōura Whale Watch', absolute_slug: '/activities/kaikoura-whale-watch/', min_price: 175, max_price: 175 }],
    },
  ],
};

const snow: PrintableTour = {
  ...adventure,
  contentId: 'south-island-snow-safari',
  api_id: 11,
  name: 'South Island Snow Safari',
  absolute_slug: '/new-zealand-snow-tours/south-island-snow-safari/',
  category: { ...adventure.category, name: 'Snow', full_name: 'New Zealand Snow Tours', tour_type: 'Snow', absolute_slug: '/new-zealand-snow-tours/' },
};

/** A day's facts as a reader hears them: each term with its definition. */
const facts = (day: HTMLElement) =>
  Object.fromEntries(within(day).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));

const show = (tour: PrintableTour, ready: boolean) => render(<ItineraryPage tour={tour} contact={contact} ready={ready} />);
const showAddress = (search: string) => render(<ItineraryDownload tours={[adventure, snow]} search={search} />);

describe('ItineraryPage', () => {
  it('after the form: says the itinerary is ready and offers the PDF, print and the whole itinerary', async () => {
    const print = jest.fn();
    window.print = print;
    show(adventure, true);

    expect(screen.getByRole('heading', { level: 1, name: 'Your itinerary is ready' })).toBeInTheDocument();
    const pdf = screen.getByRole('link', { name: 'Download PDF' });
    expect(pdf).toHaveAttribute('href', '/itineraries/south-island-adventure.pdf');
    expect(pdf).toHaveAttribute('download', 'kea-trails-south-island-adventure-itinerary.pdf');
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);

    const sheet = screen.getByRole('article', { name: 'South Island Adventure' });
    expect(within(sheet).getByText('From NZ$5,295 per person')).toBeInTheDocument();
    expect(within(sheet).getByRole('img', { name: /Route map of South Island Adventure/ })).toBeInTheDocument();
    // Days in order, each with its overnight stop, meals and optional activities with prices.
    const days = within(sheet).getAllByTestId('itinerary-day');
    expect(days.map((d) => within(d).getByRole('heading', { level: 4 }).textContent)).toEqual(['Day 1 Christchurch to Kaikōura', 'Day 2 Kaikōura to Abel Tasman']);
    expect(facts(days[0])).toEqual({ Overnight: 'Kaikōura', 'Meals included': 'Dinner' });
    expect(facts(days[1])).toEqual({ Overnight: 'Marahau', 'Meals included': 'Breakfast' });
    expect(within(days[0]).getByRole('link', { name: 'Kaikōura Whale Watch' })).toHaveAttribute('href', '/activities/kaikoura-whale-watch/');
    expect(days[0]).toHaveTextContent('NZ$175');
    expect(days[1]).toHaveTextContent('From NZ$110');
    expect(within(sheet).getByRole('heading', { name: 'What’s included' })).toBeInTheDocument();
    expect(within(sheet).getByRole('link', { name: '+64 3 555 0199' })).toHaveAttribute('href', 'tel:+6435550199');

    expect(screen.getByTestId('questionnaire')).toHaveTextContent('trip questionnaire 3 /new-zealand-tours/south-island-adventure/');
  });

  it('gives a snow tour the snow questionnaire', () => {
    show(snow, true);
    expect(screen.getByTestId('questionnaire')).toHaveTextContent('snow questionnaire 11 /new-zealand-snow-tours/south-island-snow-safari/');
  });

  it('without after=true, titles the page with the tour instead of the ready message', () => {
    show(adventure, false);
    expect(screen.getByRole('heading', { level: 1, name: 'South Island Adventure itinerary' })).toBeInTheDocument();
    expect(screen.queryByText('Your itinerary is ready')).not.toBeInTheDocument();
  });
});

describe('ItineraryDownload (the query address)', () => {
  beforeEach(() => (navigate as jest.Mock).mockClear());

  it.each([
    ['?tour_id=3&after=true', '/itinerary-download/3/ready/'],
    ['?tour_id=11', '/itinerary-download/11/'],
  ])('sends %s on to the pre-rendered itinerary %s', async (search, target) => {
    showAddress(search);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(target, { replace: true }));
    expect(screen.getByText('Loading your itinerary...')).toBeInTheDocument();
  });

  it.each([
    ['an unknown tour', '?tour_id=999&after=true', /not one we run any more, or the link is incomplete/],
    ['no tour at all', '', /not one we run any more, or the link is incomplete/],
  ])('for %s: says so and links to every tour', (_, search, reason) => {
    showAddress(search);
    expect(screen.getByRole('heading', { level: 1, name: 'We couldn’t find that itinerary' })).toBeInTheDocument();
    expect(screen.getByText(reason)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /South Island Adventure/ })).toHaveAttribute('href', '/new-zealand-tours/south-island-adventure/');
    expect(screen.getByRole('link', { name: /South Island Snow Safari/ })).toHaveAttribute('href', '/new-zealand-snow-tours/south-island-snow-safari/');
    expect(screen.getByRole('link', { name: 'View all tours' })).toHaveAttribute('href', '/tours/');
    expect(screen.queryByRole('link', { name: 'Download PDF' })).not.toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
  });
  it('says, in the HTML the build writes, that the address names no tour we run (what the servers leave here)', () => {
    const page = document.createElement('div');
    page.innerHTML = renderToString(<ItineraryDownload tours={[adventure, snow]} search="" />);
    expect(page.querySelector('h1')).toHaveTextContent('We couldn’t find that itinerary');
    expect(page).toHaveTextContent('The tour in this link is not one we run any more, or the link is incomplete.');
    expect(page.querySelectorAll('li a')).toHaveLength(2);
  });
});
