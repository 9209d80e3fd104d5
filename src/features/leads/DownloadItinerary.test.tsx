import React from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, fakeApi } from '../../../test/msw/api';
import { DownloadItinerary } from './DownloadItinerary';
import { ThankYouView } from './ThankYouView';

describe('DownloadItinerary', () => {
  it('opens the itinerary download form in a dialog, and asks for a captcha challenge only once the visitor begins it', async () => {
    const calls = fakeApi({ 'GET captcha/challenge': () => fail(503, 'down') });
    render(<DownloadItinerary tourId={2} tourName="North Island Explorer" className="button" />);
    expect(calls).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Download itinerary' }));
    const dialog = screen.getByRole('dialog', { name: 'Download the North Island Explorer itinerary' });
    expect(dialog).toContainElement(screen.getByRole('form', { name: 'Download the North Island Explorer itinerary' }));
    expect(calls).toHaveLength(0);
    await userEvent.click(screen.getByLabelText(/^First name/));
    expect(await screen.findByText('We could not verify that you are human.')).toBeInTheDocument();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET captcha/challenge']);
  });
});

describe('ThankYouView', () => {
  it('confirms and offers next steps: tours and deals', () => {
    render(
      <ThankYouView title="We have your enquiry">
        <p>Soon.</p>
      </ThankYouView>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'We have your enquiry' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse our tours' })).toHaveAttribute('href', '/tours/');
    expect(screen.getByRole('link', { name: 'See current deals' })).toHaveAttribute('href', '/discounts/');
  });
});
