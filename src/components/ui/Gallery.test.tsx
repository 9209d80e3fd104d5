import React from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Gallery, MAX_SLIDES } from './Gallery';

const slides = (n: number) => Array.from({ length: n }, (_, i) => <img key={i} src={`/s${i}.jpg`} alt={`Slide ${i + 1}`} />);

describe('Gallery', () => {
  beforeEach(() => {
    // jsdom does no layout and no animation frames: give the track a width and move at once.
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 500 });
    window.matchMedia = ((query: string) => ({ matches: query.includes('reduce'), addEventListener() {}, removeEventListener() {} })) as unknown as typeof window.matchMedia;
  });

  it('shows at most 10 slides', () => {
    render(<Gallery label="Photos">{slides(14)}</Gallery>);
    expect(screen.getAllByRole('group', { name: /of 10$/ })).toHaveLength(MAX_SLIDES);
    expect(screen.queryByAltText('Slide 11')).not.toBeInTheDocument();
  });

  it('moves with the arrow buttons and the arrow keys, wrapping round', async () => {
    const user = userEvent.setup();
    render(<Gallery label="Photos">{slides(3)}</Gallery>);
    expect(screen.getByText('1 / 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(screen.getByText('2 / 3')).toBeInTheDocument();
    screen.getByRole('group', { name: /arrow keys/ }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('3 / 3')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('1 / 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(screen.getByText('3 / 3')).toBeInTheDocument();
  });

  it('hides the slides that are not shown from assistive technology and the keyboard', async () => {
    const user = userEvent.setup();
    render(<Gallery label="Photos">{slides(2)}</Gallery>);
    const [first, second] = screen.getAllByRole('group', { name: /of 2$/ });
    expect(first).not.toHaveAttribute('inert');
    expect(second).toHaveAttribute('inert');
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(first).toHaveAttribute('inert');
  });

  it('has no arrows for a single slide', () => {
    render(<Gallery label="Photos">{slides(1)}</Gallery>);
    expect(screen.queryByRole('button', { name: 'Next slide' })).not.toBeInTheDocument();
  });
});
