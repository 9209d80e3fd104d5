import React from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UNDER_18_WARNING } from '../../../contract/bookings-rules';
import { TravellerCard } from './TravellerCard';
import { detail, renderWithStore, signedInStore, traveller } from './test-utils';
import { fail, fakeApi, ok, type ApiCall } from '../../../test/msw/api';
import { chooseOption, enhancedSelect } from '../../components/form-kit/test-utils';

const TODAY = '2026-11-22';
const DEPARTURE = '2027-03-01';

function renderCard(t = traveller({ id: 5 })) {
  const store = signedInStore(detail({ travellers: [t] }));
  return renderWithStore(
    <TravellerCard bookingId={41} traveller={t} index={0} departureDate={DEPARTURE} today={TODAY} canRemove={false} onRemove={() => {}} removing={false} />,
    store,
  );
}

const putTravellers = (calls: ApiCall[]) =>
  calls.filter((c) => c.method === 'PUT').map((c) => (c.body as { 'bookings/booking': { travellers: unknown[] } })['bookings/booking'].travellers);

async function fillStepOne(u: ReturnType<typeof userEvent.setup>, birth: [string, string, string]) {
  await chooseOption(/^Title/, 'Ms');
  await u.type(screen.getByLabelText(/^First name/), 'Aroha');
  await u.type(screen.getByLabelText(/^Last name/), 'Ngata');
  const dob = screen.getByRole('group', { name: 'Date of birth' });
  await u.type(within(dob).getByLabelText('Day'), birth[0]);
  await u.type(within(dob).getByLabelText('Month'), birth[1]);
  await u.type(within(dob).getByLabelText('Year'), birth[2]);
  await chooseOption(/^Nationality/, 'New Zealander');
}

describe('traveller step 1 form', () => {
  it('refuses an empty form with the required messages, sends nothing and focuses the first problem', async () => {
    const calls = fakeApi({});
    const u = userEvent.setup();
    renderCard();
    await u.click(screen.getByRole('button', { name: 'Save and continue' }));
    for (const text of ['Title is required.', 'First name is required.', 'Last name is required.', 'Nationality is required.']) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByText(/Date of birth: day is required\./)).toBeInTheDocument();
    const title = await enhancedSelect(/^Title/);
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription(/Title is required\./);
    await waitFor(() => expect(title).toHaveFocus());
    expect(calls).toHaveLength(0);
  });

  it('keeps day 1-31, month 1-12 and year 1900 to this year', async () => {
    const calls = fakeApi({});
    const u = userEvent.setup();
    renderCard();
    await fillStepOne(u, ['32', '13', '1899']);
    await u.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(screen.getByText(/day must be between 1 and 31/)).toBeInTheDocument();
    expect(screen.getByText(/month must be between 1 and 12/)).toBeInTheDocument();
    expect(screen.getByText(/year must be between 1900 and 2026/)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('warns about a guest under 18 on the departure date without blocking the save, then opens step 2', async () => {
    const saved = traveller({ id: 5, title: 'Ms', first_name: 'Aroha', last_name: 'Ngata', date_of_birth: '2009-03-02', nationality: 'New Zealander', step_one_complete: true });
    const calls = fakeApi({ 'PUT bookings/bookings/41': () => ok({ ...detail({ travellers: [saved] }) }) });
    const u = userEvent.setup();
    renderCard();
    await fillStepOne(u, ['2', '3', '2009']);
    expect(screen.getByRole('alert')).toHaveTextContent(UNDER_18_WARNING);
    await u.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(putTravellers(calls)).toHaveLength(1));
    expect(putTravellers(calls)[0]).toEqual([
      {
        id: 5,
        title: 'Ms',
        first_name: 'Aroha',
        last_name: 'Ngata',
        date_of_birth: '2009-03-02',
        nationality: 'New Zealander',
        current_location: null,
        allergies: null,
      },
    ]);
    expect(await screen.findByLabelText(/^Passport number/)).toBeInTheDocument();
  });

  it('says nothing about age for a guest who is 18 by departure', async () => {
    fakeApi({});
    const u = userEvent.setup();
    renderCard();
    await fillStepOne(u, ['1', '3', '2009']);
    expect(screen.queryByText(UNDER_18_WARNING)).not.toBeInTheDocument();
  });

  it("lists the server's messages and keeps what was typed when the save fails", async () => {
    fakeApi({ 'PUT bookings/bookings/41': () => fail(400, 'Traveller 1: Title must be one of Mr, Ms, Mrs, Miss, Dr.', 'Traveller 1: Nationality is too long.') });
    const u = userEvent.setup();
    renderCard();
    await fillStepOne(u, ['7', '4', '1990']);
    await u.click(screen.getByRole('button', { name: 'Save and continue' }));
    const alert = await screen.findByText('Traveller 1: Nationality is too long.');
    expect(alert.closest('[role="alert"]')).toHaveTextContent('Title must be one of');
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Aroha');
  });
});

describe('traveller step 2 form', () => {
  const stepOneDone = traveller({ id: 5, title: 'Ms', first_name: 'Aroha', last_name: 'Ngata', date_of_birth: '1990-04-07', nationality: 'New Zealander', step_one_complete: true });

  it('requires the passport, its dates, the emergency contact and the insurance details', async () => {
    const calls = fakeApi({});
    const u = userEvent.setup();
    renderCard(stepOneDone);
    await u.click(screen.getByRole('button', { name: 'Save traveller' }));
    for (const text of [
      'Passport number is required.',
      'Emergency contact name is required.',
      'Emergency contact relationship is required.',
      'Emergency contact number is required.',
      'Insurer name is required.',
      'Insurance policy number is required.',
      'Insurer phone number is required.',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByText(/Passport date of issue: day is required/)).toBeInTheDocument();
    expect(screen.getByText(/Passport date of expiry: day is required/)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('saves with medical conditions and dietary requirements left empty', async () => {
    const calls = fakeApi({ 'PUT bookings/bookings/41': () => ok({ ...detail({ travellers: [{ ...stepOneDone, step_two_complete: true }] }) }) });
    const u = userEvent.setup();
    renderCard(stepOneDone);
    await u.type(screen.getByLabelText(/^Passport number/), 'LA123456');
    const issue = screen.getByRole('group', { name: 'Passport date of issue' });
    await u.type(within(issue).getByLabelText('Day'), '1');
    await u.type(within(issue).getByLabelText('Month'), '2');
    await u.type(within(issue).getByLabelText('Year'), '2020');
    const expiry = screen.getByRole('group', { name: 'Passport date of expiry' });
    await u.type(within(expiry).getByLabelText('Day'), '1');
    await u.type(within(expiry).getByLabelText('Month'), '2');
    await u.type(within(expiry).getByLabelText('Year'), '2030');
    const emergency = screen.getByRole('group', { name: 'Emergency contact' });
    await u.type(within(emergency).getByLabelText(/^Name/), 'Mere Ngata');
    await u.type(within(emergency).getByLabelText(/^Relationship/), 'Sister');
    await u.type(within(emergency).getByLabelText(/^Phone number/), '+64 21 555 0101');
    await u.type(screen.getByLabelText(/^Insurer name/), 'Kiwi Cover');
    await u.type(screen.getByLabelText(/^Policy number/), 'KC-99812');
    await u.type(screen.getByLabelText(/^Insurer phone number/), '+64 800 555 010');
    await u.click(screen.getByRole('button', { name: 'Save traveller' }));
    await waitFor(() => expect(putTravellers(calls)).toHaveLength(1));
    expect(putTravellers(calls)[0]).toEqual([
      expect.objectContaining({
        id: 5,
        passport_number: 'LA123456',
        passport_date_of_issue: '2020-02-01',
        passport_date_of_expiry: '2030-02-01',
        emergency_contact_number: '+64 21 555 0101',
        medical_condition: null,
        allergies: null,
      }),
    ]);
    expect(await screen.findByText("Aroha Ngata's details are saved.")).toBeInTheDocument();
  });
});
