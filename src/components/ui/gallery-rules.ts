/** SPEC 9: galleries show at most 10 slides and move at slide speed 500 (ms). */
export const MAX_SLIDES = 10;
export const SLIDE_SPEED_MS = 500;

/** A slide's accessible name, the same before and after Swiper loads: '2 of 5'. */
export const slideLabel = (position: number | string, count: number | string) => `${position} of ${count}`;
