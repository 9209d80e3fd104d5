import React, { Children, useCallback, useEffect, useId, useRef, useState } from 'react';
import type { Swiper } from './gallery-swiper';
import { MAX_SLIDES, slideLabel } from './gallery-rules';
import { useIdle } from '../../lib/use-idle';
import { useNearViewport } from '../../lib/use-near-viewport';
import * as styles from './Gallery.module.css';


export interface GalleryProps {
  /** What the carousel shows, e.g. 'Photos of North Island Explorer'. */
  label: string;
  /** One child per slide; anything after the tenth is left out. */
  children: React.ReactNode;
  /**
   * 'hero': one slide at a time, large arrows and a counter; 'card': small arrows and dots, for
   * tour cards; 'row': several slides in view, with arrows and dots in a bar below them (slides
   * with captions).
   */
  variant?: 'hero' | 'card' | 'row';
  /**
   * When Swiper is loaded: 'near' once the gallery nears the screen and the browser is idle, or
   * 'interaction' only when a visitor points at, touches, focuses or uses it (a list of cards).
   */
  load?: 'near' | 'interaction';
  className?: string;
}

type Direction = 'prev' | 'next';
const KEY_DIRECTIONS: Record<string, Direction> = { ArrowLeft: 'prev', ArrowRight: 'next' };

const Chevron = ({ d }: { d: string }) => (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
    <path d={d} />
  </svg>
);

/**
 * A photo or video carousel on Swiper (speed 500, at most 10 slides, Swiper's a11y and keyboard
 * modules). The server renders Swiper's markup, which the stylesheet shows as a native
 * scroll-snap strip: the first picture paints and the strip swipes before any script runs. Swiper
 * itself is imported only when the gallery is near (or used) and then takes over the same DOM; a
 * press of an arrow, or an arrow key, made before it arrives is carried out once it has.
 */
export function Gallery({ label, children, variant = 'hero', load = 'near', className }: GalleryProps) {
  const slides = Children.toArray(children).slice(0, MAX_SLIDES);
  const count = slides.length;
  const rootRef = useRef<HTMLElement | null>(null);
  const prevRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const paginationRef = useRef<HTMLDivElement>(null);
  const swiperRef = useRef<Swiper | null>(null);
  const pending = useRef<Direction | null>(null);
  const [nearRef, near] = useNearViewport<HTMLElement>('200px');
  const idle = useIdle();
  const [used, setUsed] = useState(false);
  const [ready, setReady] = useState(false);
  const wrapperId = useId();
  const wanted = count > 1 && (used || (load === 'near' && near && idle));

  const setRoot = useCallback(
    (element: HTMLElement | null) => {
      rootRef.current = element;
      const stopObserving = nearRef(element);
      return () => {
        rootRef.current = null;
        if (typeof stopObserving === 'function') stopObserving();
      };
    },
    [nearRef],
  );

  useEffect(() => {
    if (!wanted) return undefined;
    let cancelled = false;
    import(/* webpackChunkName: "gallery-swiper" */ './gallery-swiper')
      .then(({ createGallerySwiper }) => {
        const root = rootRef.current;
        if (cancelled || !root) return;
        const swiper = createGallerySwiper({
          root,
          prev: prevRef.current,
          next: nextRef.current,
          pagination: paginationRef.current,
          paginationType: variant === 'hero' ? 'fraction' : 'bullets',
        });
        swiperRef.current = swiper;
        setReady(true);
        if (pending.current === 'next') swiper.slideNext();
        if (pending.current === 'prev') swiper.slidePrev();
        pending.current = null;
      })
      .catch((error: unknown) => {
        // The strip still scrolls natively; only the buttons and the keys stay inactive.
        console.error('The gallery could not load Swiper', error);
      });
    return () => {
      cancelled = true;
      swiperRef.current?.destroy(true, false);
      swiperRef.current = null;
      setReady(false);
    };
  }, [wanted, variant]);

  // Swiper moves the strip, so the gallery itself takes the keyboard's stop (and the focus, if
  // the strip had it) from then on: a focus ring on the strip would slide away with it.
  useEffect(() => {
    const root = rootRef.current;
    if (ready && root?.querySelector('.swiper-wrapper') === document.activeElement) root.focus({ preventScroll: true });
  }, [ready]);

  /** Before Swiper has arrived: remember what was asked for and load it. */
  const request = (direction: Direction) => {
    if (swiperRef.current) return; // Swiper's own navigation handled it.
    pending.current = direction;
    setUsed(true);
  };
  const wake = () => setUsed(true);

  const onFocus = () => {
    wake();
    swiperRef.current?.keyboard.enable();
  };
  const onBlur = (event: React.FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) swiperRef.current?.keyboard.disable();
  };
  const onKeyDown = (event: React.KeyboardEvent) => {
    const direction = KEY_DIRECTIONS[event.key];
    if (!direction || swiperRef.current || count < 2) return;
    event.preventDefault();
    request(direction);
  };

  if (count === 0) return null;
  return (
    // The listeners serve everything inside (the arrow keys while focus is in the gallery, and
    // waking Swiper); the section is a stop for the keyboard once Swiper moves the strip.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      ref={setRoot}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={ready ? 0 : undefined}
      className={`swiper ${styles.gallery} ${styles[variant]} ${className ?? ''}`}
      aria-label={label}
      aria-roledescription="carousel"
      onPointerEnter={wake}
      onTouchStart={wake}
      onFocus={onFocus}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      {/* Focusable until Swiper is there: the strip is then what scrolls, and keyboard users
          (and axe's rule for scrolling regions) need to reach it. */}
      <div className={`swiper-wrapper ${styles.track}`} id={wrapperId} tabIndex={ready ? undefined : 0} role="group" aria-label={`${label}: use the left and right arrow keys`}>
        {slides.map((slide, i) => (
          <div key={i} className={`swiper-slide ${styles.slide}`} role="group" aria-roledescription="slide" aria-label={slideLabel(i + 1, count)}>
            {slide}
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className={styles.controls}>
          <button ref={prevRef} type="button" className={`${styles.arrow} ${styles.prev}`} onClick={() => request('prev')} aria-controls={wrapperId} aria-label="Previous slide">
            <Chevron d="M15 5l-7 7 7 7" />
          </button>
          {/* Filled by Swiper; the slides' own labels and Swiper's live region say the position. */}
          <div ref={paginationRef} className={styles.pagination} aria-hidden="true" />
          <button ref={nextRef} type="button" className={`${styles.arrow} ${styles.next}`} onClick={() => request('next')} aria-controls={wrapperId} aria-label="Next slide">
            <Chevron d="M9 5l7 7-7 7" />
          </button>
        </div>
      )}
    </section>
  );
}
