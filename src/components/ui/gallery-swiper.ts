import Swiper from 'swiper';
import { A11y, Keyboard, Navigation, Pagination } from 'swiper/modules';
import { SLIDE_SPEED_MS, slideLabel } from './gallery-rules';

/**
 * Swiper and the modules the galleries use. This module is loaded on demand (Gallery imports it
 * when the gallery nears the screen or is first used), so pages without a gallery, and galleries
 * nobody reaches, never download Swiper.
 */
export interface GallerySwiperParts {
  /** The server-rendered gallery: `.swiper` holding `.swiper-wrapper` and its `.swiper-slide`s. */
  root: HTMLElement;
  prev: HTMLElement | null;
  next: HTMLElement | null;
  pagination: HTMLElement | null;
  paginationType: 'fraction' | 'bullets';
}

/** The slide a visitor scrolled the native strip to before Swiper arrived. */
function scrolledSlide(wrapper: HTMLElement): number {
  const first = wrapper.firstElementChild as HTMLElement | null;
  if (!first || first.offsetWidth === 0) return 0;
  return Math.round(wrapper.scrollLeft / first.offsetWidth);
}

export function createGallerySwiper({ root, prev, next, pagination, paginationType }: GallerySwiperParts): Swiper {
  const wrapper = root.querySelector<HTMLElement>('.swiper-wrapper');
  const initialSlide = wrapper ? scrolledSlide(wrapper) : 0;
  // Swiper moves the wrapper with a transform: the native scroll position would add to it.
  if (wrapper) wrapper.scrollLeft = 0;
  const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  const swiper = new Swiper(root, {
    modules: [A11y, Keyboard, Navigation, Pagination],
    speed: reducedMotion ? 0 : SLIDE_SPEED_MS,
    // Slide widths come from the stylesheet, the same ones the strip had before Swiper loaded.
    slidesPerView: 'auto',
    initialSlide,
    rewind: true,
    grabCursor: true,
    navigation: { prevEl: prev, nextEl: next },
    // The dots and the counter are a picture of the position; the slides' labels say it.
    pagination: pagination ? { el: pagination, type: paginationType } : false,
    // Enabled only while focus is inside this gallery (see Gallery): Swiper listens on the whole
    // document, and a page of tour cards would otherwise move every visible card at one key press.
    keyboard: { enabled: false, onlyInViewport: true, pageUpDown: false },
    a11y: {
      enabled: true,
      slideLabelMessage: slideLabel('{{index}}', '{{slidesLength}}'),
      prevSlideMessage: 'Previous slide',
      nextSlideMessage: 'Next slide',
      firstSlideMessage: 'This is the first slide',
      lastSlideMessage: 'This is the last slide',
      itemRoleDescriptionMessage: 'slide',
    },
  });
  if (root.contains(document.activeElement)) swiper.keyboard.enable();
  return swiper;
}

export type { Swiper };
