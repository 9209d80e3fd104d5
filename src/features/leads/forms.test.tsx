import React from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import userEvent from '@testing-library/user-event';
import { navigate } from 'gatsby';
import type { Result } from '../../lib/request';
import { fakeApi, type ApiCall } from '../../../test/msw/api';
import { LEAD_STORAGE_KEY, salesLeadFrom, saveSalesLead } from './leads';
import { chooseOption } from '../../components/form-kit/test-utils';
import { solveAltcha } from './altcha';
import { ContactForm, EnquiryForm, ItineraryDownloadForm, ItineraryQuestionnaire, SnowQuestionnaire } from '.';

// The proof-of-work itself is tested in altcha.test.ts (against the server's library).
jest.mock('./altcha', () => ({ ...jest.requireActual('./altcha'), solveAltcha: jest.fn() }));

const CHALLENGE = { parameters: { algorithm: 'SHA-256', nonce: '00', salt: '11', cost: 1, keyLength: 32, keyPrefix: 'ab', expiresAt: 4_000_000_000 }, signature: 'sig' };
const SOLUTION = { counter: 42, derivedKey: 'abcd' };
const TOKEN = btoa(JSON.stringify({ challenge: CHALLENGE, solution: SOLUTION }));
const VERIFIED = 'Verified: you are human.';

let calls: ApiCall[];
let leadAnswer: Result<Record<string, unknown>>;
let challengeOk: boolean;

beforeEach(() => {
  challengeOk = true;
  leadAnswer = { success: true, status: 200, data: { success: true, data: { lead_id: 1 } } };
  window.localStorage.clear();
  (navigate as jest.Mock).mockClear();
  (solveAltcha as jest.Mock).mockResolvedValue(SOLUTION);
  calls = fakeApi({
    'GET captcha/challenge': () => (challengeOk ? { success: true, status: 200, data: CHALLENGE } : { success: false, status: 429, data: { errors: ['Too many'] } }),
    'POST third_party/crm_lead': () => leadAnswer,
  });
});

const leadPosts = () => calls.filter((c) => c.path === 'third_party/crm_lead').map(({ path, method, body }) => ({ path, method, body }));
const sourceUrl = () => window.location.href;

async function fillPerson(first = 'Aroha', last = 'Ngata', email = 'aroha@example.nz') {
  await userEvent.type(screen.getByLabelText(/^First name/), first);
  await userEvent.type(screen.getByLabelText(/^Last name/), last);
  await userEvent.type(screen.getByLabelText(/^Email/), email);
}

describe('ItineraryDownloadForm (lead type init)', () => {
  it('checks the fields in the browser first and sends nothing while they are invalid', async () => {
    render(<ItineraryDownloadForm tourId={2} tourName="North Island Explorer" />);
    await userEvent.click(screen.getByLabelText(/^First name/)); // begins the form: the captcha starts
    await screen.findByText(VERIFIED);
    await userEvent.click(screen.getByRole('button', { name: 'Download itinerary' }));
    expect(screen.getByText('First name is required.')).toBeInTheDocument();
    expect(screen.getByText('Last name is required.')).toBeInTheDocument();
    expect(screen.getByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^First name/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^First name/)).toHaveFocus();
    expect(screen.getByLabelText(/^Phone/)).not.toBeRequired();
    expect(screen.getByText(/include the international dialling code/)).toBeInTheDocument();

    await fillPerson('Aroha', 'Ngata', 'not-an-email');
    await userEvent.type(screen.getByLabelText(/^Phone/), 'call me');
    await userEvent.click(screen.getByRole('button', { name: 'Download itinerary' }));
    expect(screen.getByText('Please enter a valid email address, like name@example.com.')).toBeInTheDocument();
    expect(screen.getByText('Please use digits, spaces and + ( ) - only, with the international dialling code.')).toBeInTheDocument();
    expect(leadPosts()).toHaveLength(0);
  });

  it('sends the init lead with the captcha, keeps the sales lead and goes to the itinerary page', async () => {
    render(<ItineraryDownloadForm tourId={2} tourName="North Island Explorer" />);
    await fillPerson();
    await userEvent.type(screen.getByLabelText(/^Phone/), '+64 21 555 0101');
    await userEvent.click(screen.getByLabelText(/travel inspiration/));
    await userEvent.click(screen.getByRole('button', { name: 'Download itinerary' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/itinerary-download/2/ready/'));
    expect(leadPosts()).toEqual([
      {
        path: 'third_party/crm_lead',
        method: 'POST',
        body: {
          type: 'init',
          source_url: sourceUrl(),
          first_name: 'Aroha',
          last_name: 'Ngata',
          email: 'aroha@example.nz',
          captcha: TOKEN,
          phone: '+64 21 555 0101',
          subscribe: true,
          tour_id: 2,
        },
      },
    ]);
    expect(JSON.parse(window.localStorage.getItem(LEAD_STORAGE_KEY)!)).toMatchObject({
      FirstName: 'Aroha',
      LastName: 'Ngata',
      Email: 'aroha@example.nz',
      Phone: '+64 21 555 0101',
      Web_Lead_Type__c: 'Sample Itinerary',
      Tour_Admin_Id__c: '2',
      Subscribed__c: true,
    });
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
  });

  it('lists the server errors one a line and solves a fresh captcha for the retry', async () => {
    leadAnswer = { success: false, status: 400, data: { success: false, errors: ['body.email is too long', 'Please complete the captcha check and try again.'] } };
    render(<ItineraryDownloadForm tourId={2} tourName="North Island Explorer" />);
    await fillPerson();
    await userEvent.click(screen.getByRole('button', { name: 'Download itinerary' }));
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert.querySelectorAll('li')).toHaveLength(2));
    expect(alert).toHaveTextContent('body.email is too long');
    expect(navigate).not.toHaveBeenCalled();
    expect(localStorage.getItem(LEAD_STORAGE_KEY)).toBeNull();
    await waitFor(() => expect(calls.filter((c) => c.path === 'captcha/challenge')).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Download itinerary' })).toBeEnabled();
  });
});

describe('captcha status', () => {
  it('says it is verifying, then failed with a retry that works', async () => {
    challengeOk = false;
    render(<ItineraryDownloadForm tourId={2} tourName="North Island Explorer" />);
    fireEvent.focus(screen.getByLabelText(/^First name/));
    expect(screen.getByText('Verifying you are human…')).toBeInTheDocument();
    expect(await screen.findByText('We could not verify that you are human.')).toBeInTheDocument();
    challengeOk = true;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(VERIFIED)).toBeInTheDocument();
  });

  it('does not send the form when the captcha cannot be verified', async () => {
    challengeOk = false;
    render(<ItineraryDownloadForm tourId={2} tourName="North Island Explorer" />);
    await userEvent.click(screen.getByLabelText(/^First name/));
    await screen.findByText('We could not verify that you are human.');
    await fillPerson();
    await userEvent.click(screen.getByRole('button', { name: 'Download itinerary' }));
    expect(await screen.findByText('Please complete the captcha check and try again.')).toBeInTheDocument();
    expect(leadPosts()).toHaveLength(0);
  });
});

describe('ItineraryQuestionnaire (lead type post)', () => {
  it('asks for names without a saved lead and requires where and how long', async () => {
    render(<ItineraryQuestionnaire tourId="2" tourSlug="/new-zealand-tours/north-island-explorer/" />);
    await fillPerson('Mere', 'Tane', 'mere@example.nz');
    await userEvent.click(screen.getByRole('button', { name: 'Send my answers' }));
    expect(screen.getByText('Please choose where you would like to go.')).toBeInTheDocument();
    expect(screen.getByText('Please choose how long you would like to travel.')).toBeInTheDocument();
    expect(leadPosts()).toHaveLength(0);

    await userEvent.click(screen.getByLabelText('Within the next 3 months'));
    await userEvent.click(screen.getByLabelText('12+ months'));
    await chooseOption(/^Where would you like to go/, 'North Island Only');
    await chooseOption(/^How long/, 'Up to 1 week');
    await userEvent.click(screen.getByLabelText('Adrenaline Junkie'));
    await userEvent.click(screen.getByRole('button', { name: 'Send my answers' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/new-zealand-tours/north-island-explorer/itinerary-thank-you/'));
    expect(leadPosts()[0].body).toEqual({
      type: 'post',
      source_url: sourceUrl(),
      first_name: 'Mere',
      last_name: 'Tane',
      email: 'mere@example.nz',
      captcha: TOKEN,
      phone: '',
      subscribe: false,
      tour_id: 2,
      when_visiting: 'Within the next 3 months;12+ months',
      where_visiting: 'North Island Only',
      how_long_visiting: 'Up to 1 week',
      travel_style: 'Adrenaline Junkie',
    });
  });
});

describe('SnowQuestionnaire (lead type post_snow)', () => {
  beforeEach(() => {
    saveSalesLead(salesLeadFrom({ firstName: 'Aroha', lastName: 'Ngata', email: 'aroha@example.nz', phone: '+64 21 1', subscribe: true, tourId: 13, sourceUrl: 'https://x.nz/t/' }));
  });

  it('reuses the saved lead: names shown, not asked; phone and newsletter prefilled', async () => {
    render(<SnowQuestionnaire tourId="13" tourSlug="/new-zealand-snow-tours/queenstown-snow-week/" />);
    expect(await screen.findByText(/Sending as/)).toHaveTextContent('Sending as Aroha Ngata (aroha@example.nz)');
    expect(screen.queryByLabelText(/^First name/)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Phone/)).toHaveValue('+64 21 1');
    expect(screen.getByLabelText(/travel inspiration/)).toBeChecked();

    await userEvent.click(screen.getByRole('button', { name: 'Send my answers' }));
    expect(screen.getByText('Please choose your snow ability.')).toBeInTheDocument();
    expect(screen.getByText('Please choose skier, snowboarder or both.')).toBeInTheDocument();
    await chooseOption(/^Snow ability/, 'Beginner');
    await chooseOption(/^Ski or board/, 'Skier');
    await userEvent.click(screen.getByLabelText('This month'));
    await userEvent.click(screen.getByRole('button', { name: 'Send my answers' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/new-zealand-snow-tours/queenstown-snow-week/itinerary-thank-you/'));
    expect(leadPosts()[0].body).toEqual({
      type: 'post_snow',
      source_url: sourceUrl(),
      first_name: 'Aroha',
      last_name: 'Ngata',
      email: 'aroha@example.nz',
      captcha: TOKEN,
      phone: '+64 21 1',
      subscribe: true,
      tour_id: 13,
      when_visiting: 'This month',
      snow_ability_level: 'Beginner',
      ski_or_board: 'Skier',
    });
  });

  it('sends as the saved lead when hydrated from the server’s HTML, which asked for names', async () => {
    const form = <SnowQuestionnaire tourId="13" tourSlug="/new-zealand-snow-tours/queenstown-snow-week/" />;
    const page = document.createElement('div');
    document.body.appendChild(page);
    page.innerHTML = renderToString(form);
    expect(page.querySelector('input[name="first_name"]')).not.toBeNull();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    try {
      await act(async () => {
        root = hydrateRoot(page, form);
      });
      expect(await screen.findByText(/Sending as/)).toHaveTextContent('Sending as Aroha Ngata (aroha@example.nz)');
      expect(screen.queryByLabelText(/^First name/)).not.toBeInTheDocument();
      await chooseOption(/^Snow ability/, 'Beginner');
      await chooseOption(/^Ski or board/, 'Skier');
      await userEvent.click(screen.getByRole('button', { name: 'Send my answers' }));
      await waitFor(() => expect(leadPosts()).toHaveLength(1));
      expect(leadPosts()[0].body).toMatchObject({ first_name: 'Aroha', last_name: 'Ngata', email: 'aroha@example.nz', snow_ability_level: 'Beginner' });
    } finally {
      act(() => root?.unmount());
      page.remove();
    }
  });

  it('can send as someone else', async () => {
    render(<SnowQuestionnaire tourId="13" tourSlug="/new-zealand-snow-tours/queenstown-snow-week/" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Not you? Change details' }));
    await fillPerson('Hemi', 'Walker', 'hemi@example.nz');
    await chooseOption(/^Snow ability/, 'Advanced');
    await chooseOption(/^Ski or board/, 'Both');
    await userEvent.click(screen.getByRole('button', { name: 'Send my answers' }));
    await waitFor(() => expect(leadPosts()).toHaveLength(1));
    expect(leadPosts()[0].body).toMatchObject({ first_name: 'Hemi', last_name: 'Walker', email: 'hemi@example.nz' });
  });
});

describe('EnquiryForm (lead type init_all_lead)', () => {
  it('sends names, email, phone, subscribe and the tour-type flags (several allowed), then thanks', async () => {
    render(<EnquiryForm defaultTourTypes={['privateGroup']} />);
    expect(screen.getByText('Pick one (or more, if you cannot decide).')).toBeInTheDocument();
    expect(screen.getByLabelText('Private group tours')).toBeChecked();
    await fillPerson();
    await userEvent.click(screen.getByLabelText('Adventure tours'));
    await userEvent.click(screen.getByLabelText('Snow tours'));
    await userEvent.click(screen.getByRole('button', { name: 'Send enquiry' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/thank-you/'));
    expect(leadPosts()[0].body).toEqual({
      type: 'init_all_lead',
      source_url: sourceUrl(),
      first_name: 'Aroha',
      last_name: 'Ngata',
      email: 'aroha@example.nz',
      captcha: TOKEN,
      phone: '',
      subscribe: false,
      adventure_selected: true,
      hakaPlus_selected: false,
      snowTour_selected: true,
      privateGroup_selected: true,
    });
  });
});

describe('ContactForm (lead type contact_us_lead)', () => {
  it('requires names, email and the message, then sends them with the flags', async () => {
    render(<ContactForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByText('Your message is required.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Your message/)).toHaveAttribute('aria-invalid', 'true');
    expect(leadPosts()).toHaveLength(0);

    await fillPerson();
    await userEvent.click(screen.getByLabelText('Plus tours'));
    await userEvent.click(screen.getByLabelText(/travel inspiration/));
    await userEvent.type(screen.getByLabelText(/^Your message/), 'Two of us in March.');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/contact-thank-you/'));
    expect(leadPosts()[0].body).toEqual({
      type: 'contact_us_lead',
      source_url: sourceUrl(),
      first_name: 'Aroha',
      last_name: 'Ngata',
      email: 'aroha@example.nz',
      captcha: TOKEN,
      subscribe: true,
      adventure_selected: false,
      hakaPlus_selected: true,
      snowTour_selected: false,
      privateGroup_selected: false,
      message_text: 'Two of us in March.',
    });
  });
});

describe('a submit before the page is interactive', () => {
  it('posts every lead form, so no name, email or phone lands in an address', () => {
    const forms = [
      <ContactForm key="contact" />,
      <EnquiryForm key="enquiry" />,
      <ItineraryDownloadForm key="download" tourId={2} tourName="North Island Explorer" />,
      <ItineraryQuestionnaire key="questionnaire" tourId="2" tourSlug="/new-zealand-tours/north-island-explorer/" />,
      <SnowQuestionnaire key="snow" tourId="13" tourSlug="/new-zealand-snow-tours/queenstown-snow-week/" />,
    ];
    for (const form of forms) {
      const { container, unmount } = render(form);
      expect(container.querySelector('form')).toHaveAttribute('method', 'post');
      unmount();
    }
  });
});
