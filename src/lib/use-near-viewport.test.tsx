import React, { Profiler } from 'react';
import { render, screen } from '@testing-library/react';
import { useNearViewport } from './use-near-viewport';
import { FakeIntersectionObserver } from '../../test/fake-intersection-observer';

function Probe() {
  const [ref, near] = useNearViewport<HTMLParagraphElement>('300px');
  return <p ref={ref}>{near ? 'near' : 'far'}</p>;
}

afterEach(() => FakeIntersectionObserver.uninstall());

describe('useNearViewport', () => {
  it('turns true when the element comes within the margin, stays true, and stops observing', () => {
    FakeIntersectionObserver.install();
    render(<Probe />);
    expect(screen.getByText('far')).toBeInTheDocument();
    const [observer] = FakeIntersectionObserver.all;
    expect(observer.options?.rootMargin).toBe('300px');
    expect(observer.observed).toEqual([screen.getByText('far')]);
    observer.show(false);
    expect(screen.getByText('far')).toBeInTheDocument();
    observer.show(true);
    expect(screen.getByText('near')).toBeInTheDocument();
    expect(observer.disconnected).toBe(true);
    expect(FakeIntersectionObserver.all).toHaveLength(1);
  });

  it('commits once on mount: attaching the ref sets no state (an update during the commit would run at once)', () => {
    FakeIntersectionObserver.install();
    const commits: string[] = [];
    const { unmount } = render(
      <Profiler id="probe" onRender={(_id, phase) => commits.push(phase)}>
        <Probe />
      </Profiler>,
    );
    expect(commits).toEqual(['mount']);
    const [observer] = FakeIntersectionObserver.all;
    unmount();
    expect(observer.disconnected).toBe(true);
  });

  it('is true at once where there is no IntersectionObserver', () => {
    render(<Probe />);
    expect(screen.getByText('near')).toBeInTheDocument();
  });
});
