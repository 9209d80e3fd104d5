import React from 'react';
import { renderToString } from 'react-dom/server';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Gallery } from './Gallery';
import { MAX_SLIDES } from './gallery-rules';

const slides = (n: number) => Array.from({ length: n }, (_, i) => <img key={i} src={`/s${i}.jpg`} alt={`Slide ${i + 1}`} />);

/** jsdom lays nothing out: give the gallery and its slides the width a browser would. */
function layOut() {
  const style = document.createElement('style');
  style.textContent = '.swiper-slide { width: 500px; }';
  document.head.append(style);
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(500);
  jest.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(500);
  return () => style.remove();
}

/**
 * A key press as a browser sends it. Swiper's keyboard module reads `keyCode`, which browsers
 * still set and user-event does not.
 */
const press = (key: 'ArrowLeft' | 'ArrowRight') => fireEvent.keyDown(document.activeElement ?? document.body, { key, keyCode: key === 'ArrowLeft' ? 37 : 39 });

/** The slide Swiper shows (it marks it with its active class). */
const activeSlide = () => document.querySelector('.swiper-slide-active');

describe('Gallery', () => {
  let removeLayout: () => void;
  beforeEach(() => {
    removeLayout = layOut();
    // Reduced motion: Swiper moves at once, with no transition to wait for in jsdom.
    window.matchMedia = ((query: string) => ({ matches: query.includes('reduce'), addEventListener() {}, removeEventListener() {} })) as unknown as typeof window.matchMedia;
  });
  afterEach(() => {
    removeLayout();
    jest.restoreAllMocks();
  });

  it("renders Swiper's markup on the server, every slide in it, so the first picture and the strip need no script", () => {
    const html = renderToString(<Gallery label="Photos">{slides(3)}</Gallery>);
    const page = document.createElement('div');
    page.innerHTML = html;
    const root = page.querySelector('section.swiper');
    expect(root).toHaveAttribute('aria-label', 'Photos');
    expect(root).not.toHaveClass('swiper-initialized');
    expect(page.querySelectorAll('.swiper-wrapper > .swiper-slide')).toHaveLength(3);
    expect(page.querySelector('.swiper-slide img')).toHaveAttribute('alt', 'Slide 1');
  });

  it('shows at most 10 slides', () => {
    render(<Gallery label="Photos">{slides(14)}</Gallery>);
    expect(screen.getAllByRole('group', { name: /of 10$/ })).toHaveLength(MAX_SLIDES);
    expect(screen.queryByAltText('Slide 11')).not.toBeInTheDocument();
  });

  it('loads Swiper on the first press of an arrow and carries that press out', async () => {
    const user = userEvent.setup();
    render(<Gallery label="Photos" load="interaction">{slides(3)}</Gallery>);
    const root = screen.getByRole('region', { name: 'Photos' });
    expect(root).not.toHaveClass('swiper-initialized');
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    await waitFor(() => expect(root).toHaveClass('swiper-initialized'));
    await waitFor(() => expect(activeSlide()).toHaveAccessibleName('2 of 3'));
    // The counter Swiper's pagination writes.
    expect(root.querySelector('.swiper-pagination-fraction')).toHaveTextContent('2 / 3');
  });

  it('moves with the arrow buttons and, while focus is inside it, the arrow keys, rewinding at the ends', async () => {
    const user = userEvent.setup();
    render(<Gallery label="Photos" load="interaction">{slides(3)}</Gallery>);
    const root = screen.getByRole('region', { name: 'Photos' });
    await user.hover(root);
    await waitFor(() => expect(root).toHaveClass('swiper-initialized'));
    expect(activeSlide()).toHaveAccessibleName('1 of 3');

    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(activeSlide()).toHaveAccessibleName('3 of 3');
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(activeSlide()).toHaveAccessibleName('1 of 3');

    screen.getByRole('button', { name: 'Next slide' }).focus();
    press('ArrowRight');
    expect(activeSlide()).toHaveAccessibleName('2 of 3');
    press('ArrowLeft');
    expect(activeSlide()).toHaveAccessibleName('1 of 3');

    // Focus elsewhere on the page: the keys are the page's again.
    act(() => screen.getByRole('button', { name: 'Next slide' }).blur());
    press('ArrowRight');
    expect(activeSlide()).toHaveAccessibleName('1 of 3');
  });

  it('carries out an arrow key pressed before Swiper arrived', async () => {
    render(<Gallery label="Photos" load="interaction">{slides(3)}</Gallery>);
    const root = screen.getByRole('region', { name: 'Photos' });
    // The strip is the gallery's first stop for the keyboard; focused by script, no pointer has woken Swiper.
    act(() => screen.getByRole('group', { name: 'Photos: use the left and right arrow keys' }).focus());
    press('ArrowRight');
    await waitFor(() => expect(root).toHaveClass('swiper-initialized'));
    await waitFor(() => expect(activeSlide()).toHaveAccessibleName('2 of 3'));
    // Swiper now moves the strip: the gallery, which stays put, holds the focus and the Tab stop.
    expect(root).toHaveFocus();
    expect(root).toHaveAttribute('tabindex', '0');
    expect(root.querySelector('.swiper-wrapper')).not.toHaveAttribute('tabindex');
    press('ArrowRight');
    expect(activeSlide()).toHaveAccessibleName('3 of 3');
  });

  it('labels its slides and controls through Swiper’s a11y module', async () => {
    const user = userEvent.setup();
    render(<Gallery label="Photos" load="interaction">{slides(2)}</Gallery>);
    const root = screen.getByRole('region', { name: 'Photos' });
    await user.hover(root);
    await waitFor(() => expect(root).toHaveClass('swiper-initialized'));
    const wrapper = root.querySelector('.swiper-wrapper');
    expect(wrapper).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('button', { name: 'Next slide' })).toHaveAttribute('aria-controls', wrapper?.id);
    expect(screen.getAllByRole('group', { name: /of 2$/ }).map((slide) => slide.getAttribute('aria-roledescription'))).toEqual(['slide', 'slide']);
  });

  it('loads Swiper without being touched once it is near the screen and the browser is idle', async () => {
    window.requestIdleCallback = ((callback: IdleRequestCallback) => setTimeout(callback, 0)) as unknown as typeof window.requestIdleCallback;
    window.cancelIdleCallback = (handle: number) => clearTimeout(handle);
    render(<Gallery label="Photos">{slides(2)}</Gallery>);
    // jsdom has no IntersectionObserver, which counts as near.
    await waitFor(() => expect(screen.getByRole('region', { name: 'Photos' })).toHaveClass('swiper-initialized'));
  });

  it('has no arrows and loads no Swiper for a single slide', async () => {
    const user = userEvent.setup();
    render(<Gallery label="Photos" load="interaction">{slides(1)}</Gallery>);
    const root = screen.getByRole('region', { name: 'Photos' });
    await user.hover(root);
    // Long enough for a dynamic import to have resolved, had one started.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.queryByRole('button', { name: 'Next slide' })).not.toBeInTheDocument();
    expect(root).not.toHaveClass('swiper-initialized');
  });
});
