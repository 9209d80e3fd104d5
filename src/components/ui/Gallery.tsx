import React, { Children, useCallback, useEffect, useId, useRef, useState } from 'react';
import * as styles from './Gallery.module.css';

/** SPEC 9: galleries show at most 10 slides and move at slide speed 500 (ms). */
export const MAX_SLIDES = 10;
export const SLIDE_SPEED_MS = 500;

export interface GalleryProps {
  /** What the carousel shows, e.g. 'Photos of North Island Explorer'. */
  label: string;
  /** One child per slide; anything after the tenth is left out. */
  children: React.ReactNode;
  /** 'hero': large arrows and a counter; 'card': small arrows and dots, for tour cards. */
  variant?: 'hero' | 'card';
  className?: string;
}

const easeInOut = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);
const reducedMotion = () => typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/**
 * A light carousel on CSS scroll-snap (no carousel library: swipe and trackpad scrolling are the
 * browser's own). Arrow buttons and the Left/Right keys on the focused carousel move one slide,
 * animated over 500 ms; the counter is announced politely.
 */
export function Gallery({ label, children, variant = 'hero', className }: GalleryProps) {
  const slides = Children.toArray(children).slice(0, MAX_SLIDES);
  const count = slides.length;
  const trackRef = useRef<HTMLDivElement>(null);
  const frame = useRef<number | null>(null);
  const [index, setIndex] = useState(0);
  const id = useId();

  const goTo = useCallback(
    (target: number) => {
      const track = trackRef.current;
      if (!track || count === 0) return;
      const next = (target + count) % count;
      const to = next * track.clientWidth;
      setIndex(next);
      if (frame.current !== null) cancelAnimationFrame(frame.current);
      if (reducedMotion() || typeof requestAnimationFrame === 'undefined') {
        track.scrollLeft = to;
        return;
      }
      const from = track.scrollLeft;
      const start = performance.now();
      // Snapping would fight the animation, so it is off until the slide has arrived.
      track.style.scrollSnapType = 'none';
      const step = (now: number) => {
        const t = Math.min(1, (now - start) / SLIDE_SPEED_MS);
        track.scrollLeft = from + (to - from) * easeInOut(t);
        if (t < 1) frame.current = requestAnimationFrame(step);
        else {
          frame.current = null;
          track.style.scrollSnapType = '';
        }
      };
      frame.current = requestAnimationFrame(step);
    },
    [count],
  );

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return undefined;
    // Swipes and trackpads move the track directly: follow them for the counter and dots.
    const onScroll = () => {
      if (frame.current !== null || track.clientWidth === 0) return;
      setIndex(Math.round(track.scrollLeft / track.clientWidth));
    };
    track.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      track.removeEventListener('scroll', onScroll);
      if (frame.current !== null) cancelAnimationFrame(frame.current);
    };
  }, []);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      goTo(index + 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      goTo(index - 1);
    }
  };

  if (count === 0) return null;
  return (
    <section className={`${styles.gallery} ${styles[variant]} ${className ?? ''}`} aria-roledescription="carousel" aria-label={label}>
      {/* The track is focusable so the keyboard can scroll it; Left/Right move one slide. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex, jsx-a11y/no-noninteractive-element-interactions */}
      <div ref={trackRef} className={styles.track} tabIndex={0} role="group" aria-label={`${label}: use the left and right arrow keys`} onKeyDown={onKeyDown} id={id}>
        {slides.map((slide, i) => (
          <div key={i} className={styles.slide} role="group" aria-roledescription="slide" aria-label={`${i + 1} of ${count}`} inert={i !== index}>
            {slide}
          </div>
        ))}
      </div>
      {count > 1 && (
        <>
          <button type="button" className={`${styles.arrow} ${styles.prev}`} onClick={() => goTo(index - 1)} aria-controls={id} aria-label="Previous slide">
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
              <path d="M15 5l-7 7 7 7" />
            </svg>
          </button>
          <button type="button" className={`${styles.arrow} ${styles.next}`} onClick={() => goTo(index + 1)} aria-controls={id} aria-label="Next slide">
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
              <path d="M9 5l7 7-7 7" />
            </svg>
          </button>
          {variant === 'hero' ? (
            <p className={styles.counter} aria-live="polite">
              {index + 1} / {count}
            </p>
          ) : (
            <p className={styles.dots} aria-live="polite">
              <span className="visually-hidden">
                Slide {index + 1} of {count}
              </span>
              {slides.map((_, i) => (
                <span key={i} className={i === index ? styles.dotActive : styles.dot} aria-hidden="true" />
              ))}
            </p>
          )}
        </>
      )}
    </section>
  );
}
