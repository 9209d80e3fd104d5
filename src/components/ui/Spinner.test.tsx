import React from 'react';
import { render, screen } from '@testing-library/react';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('is 60 pixels by default and announces what is loading', () => {
    render(<Spinner label="Loading EUR price" />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading EUR price');
    expect(status.querySelector('svg')).toHaveAttribute('width', '60');
  });

  it('takes another size', () => {
    render(<Spinner size={18} />);
    expect(screen.getByRole('status').querySelector('svg')).toHaveAttribute('width', '18');
  });
});
