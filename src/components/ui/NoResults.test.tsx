import React from 'react';
import { render, screen } from '@testing-library/react';
import { NoResults } from './NoResults';

describe('NoResults', () => {
  it("says 'No results found' by default", () => {
    render(<NoResults />);
    expect(screen.getByRole('heading', { name: 'No results found' })).toBeInTheDocument();
  });

  it('suggests another search or changing the filters', () => {
    render(<NoResults variant="search" />);
    expect(screen.getByRole('heading', { name: "We couldn't find exactly what you're looking for" })).toBeInTheDocument();
    expect(screen.getByText(/different search term, or remove or change/)).toBeInTheDocument();
  });

  it('for a list with filters and no search box, suggests only changing the filters', () => {
    render(<NoResults variant="filters" />);
    expect(screen.getByRole('heading', { name: "We couldn't find exactly what you're looking for" })).toBeInTheDocument();
    expect(screen.getByText('Try removing or changing some of the filters.')).toBeInTheDocument();
    expect(screen.queryByText(/search term/)).not.toBeInTheDocument();
  });

  it('says there are no dates in the time frame and points to later dates and the team', () => {
    render(<NoResults variant="dates" />);
    expect(screen.getByRole('heading', { name: /no dates in that time frame/ })).toBeInTheDocument();
    expect(screen.getByText(/check later dates/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact our team' })).toHaveAttribute('href', '/contact-us/');
  });

  it('takes its own heading and actions', () => {
    render(
      <NoResults variant="search" title="No matching tours">
        <a href="/tours/">View all our tours</a>
      </NoResults>,
    );
    expect(screen.getByRole('heading', { name: 'No matching tours' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View all our tours' })).toBeInTheDocument();
  });
});
