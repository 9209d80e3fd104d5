import React from 'react';
import { render, screen, within } from '@testing-library/react';
import { ActivityOptions } from './ActivityOptions';

describe('ActivityOptions', () => {
  it('lists each option with its price and explains the seasonal prices still to come', () => {
    render(
      <ActivityOptions
        today="2026-11-22"
        options={[
          { api_id: 1, name: 'SkyWalk', description: 'Guided walk.', price: 175, seasonal_pricings: [] },
          {
            api_id: 2,
            name: 'SkyJump',
            description: '',
            price: 255,
            seasonal_pricings: [
              { price: 275, available_from: '2026-12-20', available_to: '2027-01-31' },
              { price: 265, available_from: '2025-12-20', available_to: '2026-01-31' },
            ],
          },
        ]}
      />,
    );
    const [walk, jump] = screen.getAllByRole('listitem').filter((li) => li.querySelector('h3'));
    expect(walk).toHaveTextContent('SkyWalk');
    expect(walk).toHaveTextContent('NZ$175 per person');
    expect(walk).not.toHaveTextContent('Seasonal prices');
    expect(within(jump).getByText('Peak season 20 Dec 2026 – 31 Jan 2027: NZ$275')).toBeInTheDocument();
    expect(jump).not.toHaveTextContent('NZ$265');
  });
});
