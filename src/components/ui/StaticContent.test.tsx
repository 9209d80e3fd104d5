import React, { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { render, screen } from '@testing-library/react';
import { navigate } from 'gatsby';
import { setHydratingFirstPage } from '../../lib/first-hydration';
import { StaticContent } from './StaticContent';

const navigateMock = navigate as jest.Mock;

function Island({ text }: { text: string }) {
  return (
    <StaticContent as="section" aria-label="Island">
      <p>{text}</p>
      <a href="/tours/">Tours</a>
      <a href="https://example.com/">Elsewhere</a>
      <a href="/itineraries/tour.pdf">PDF</a>
    </StaticContent>
  );
}

describe('StaticContent', () => {
  let root: Root | null = null;
  let container: HTMLDivElement;

  beforeEach(() => {
    navigateMock.mockClear();
    container = document.createElement('div');
    document.body.appendChild(container);
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    container.remove();
    setHydratingFirstPage(false);
  });

  /** Server markup for `text`, hydrated as the first page with `clientText` (what React would render now). */
  async function hydrate(text: string, clientText = text) {
    container.innerHTML = renderToString(<Island text={text} />);
    const recoverable = jest.fn();
    setHydratingFirstPage(true);
    await act(async () => {
      root = hydrateRoot(container, <Island text={clientText} />, { onRecoverableError: recoverable });
    });
    setHydratingFirstPage(false);
    return recoverable;
  }

  it('renders its children on a client render (tests, client-side navigations)', () => {
    render(<Island text="Small groups" />);
    expect(screen.getByRole('region', { name: 'Island' })).toHaveTextContent('Small groups');
    expect(screen.getByRole('link', { name: 'Tours' })).toHaveAttribute('href', '/tours/');
  });

  it('keeps the server markup when the first page hydrates, without a hydration error', async () => {
    const recoverable = await hydrate('Small groups');
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.querySelector('section p')).toHaveTextContent('Small groups');
    // What the client would render is not used: the markup stays the server's.
    act(() => root?.unmount());
    await hydrate('Small groups', 'Something else');
    expect(container.querySelector('section p')).toHaveTextContent('Small groups');
  });

  it('follows links inside the site without reloading, and leaves other clicks to the browser', async () => {
    await hydrate('Small groups');
    const link = (name: string) => [...container.querySelectorAll('a')].find((a) => a.textContent === name)!;
    // Whether the page took the click over; the browser's own navigation is then stopped (jsdom has none).
    const click = (el: Element, init: MouseEventInit = {}) => {
      let prevented = false;
      const after = (event: Event) => {
        prevented = event.defaultPrevented;
        event.preventDefault();
      };
      document.addEventListener('click', after, { once: true });
      act(() => void el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init })));
      return prevented;
    };
    expect(click(link('Tours'))).toBe(true);
    expect(navigateMock).toHaveBeenCalledWith('/tours/');
    navigateMock.mockClear();
    expect(click(link('Tours'), { ctrlKey: true })).toBe(false);
    expect(click(link('Elsewhere'))).toBe(false);
    expect(click(link('PDF'))).toBe(false);
    expect(click(container.querySelector('p')!)).toBe(false);
    expect(navigateMock).not.toHaveBeenCalled();
  });

  it('renders its children when there is no server markup to keep', async () => {
    setHydratingFirstPage(true);
    // A client render while the first page hydrates (React re-rendering a subtree after a mismatch).
    render(<Island text="Fresh" />);
    setHydratingFirstPage(false);
    expect(await screen.findByText('Fresh')).toBeInTheDocument();
  });
});
