/** A tiny SVG document builder with gradient/filter registries and the time-of-day palettes. */
import { Random } from './util';

export type Stop = [offset: number, colour: string, opacity?: number];

export class Canvas {
  readonly defs: string[] = [];
  readonly body: string[] = [];
  private n = 0;
  private blurs = new Map<number, string>();

  constructor(
    readonly rng: Random,
    readonly W = 1600,
    readonly H = 1000,
  ) {}

  id(prefix: string): string {
    return `${prefix}${this.n++}`;
  }

  private stops(stops: Stop[]): string {
    return stops
      .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`)
      .join('');
  }

  /** Linear gradient in object bounding box units (default: top to bottom). */
  lin(stops: Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = this.id('g');
    this.defs.push(`<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${this.stops(stops)}</linearGradient>`);
    return `url(#${id})`;
  }

  /** Linear gradient in user space (absolute coordinates). */
  linAbs(stops: Stop[], x1: number, y1: number, x2: number, y2: number): string {
    const id = this.id('g');
    this.defs.push(`<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${this.stops(stops)}</linearGradient>`);
    return `url(#${id})`;
  }

  /** Radial gradient in user space. */
  rad(stops: Stop[], cx: number, cy: number, r: number, sy = 1): string {
    const id = this.id('r');
    const tf = sy === 1 ? '' : ` gradientTransform="translate(0 ${cy}) scale(1 ${sy}) translate(0 ${-cy})"`;
    this.defs.push(`<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${cx}" cy="${cy}" r="${r}"${tf}>${this.stops(stops)}</radialGradient>`);
    return `url(#${id})`;
  }

  blur(std: number): string {
    const k = Math.round(std * 10) / 10;
    let id = this.blurs.get(k);
    if (!id) {
      id = this.id('f');
      this.defs.push(`<filter id="${id}" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="${k}"/></filter>`);
      this.blurs.set(k, id);
    }
    return `url(#${id})`;
  }

  private softs = new Map<string, string>();

  /** A soft-edged fill (radial fade to transparent in the shape's own box): cheap stand-in for a blur. */
  soft(colour: string, opacity = 1, hard = 0): string {
    const k = `${colour}|${opacity}|${hard}`;
    let id = this.softs.get(k);
    if (!id) {
      id = this.id('s');
      this.defs.push(`<radialGradient id="${id}"><stop offset="0" stop-color="${colour}" stop-opacity="${opacity}"/><stop offset="${hard}" stop-color="${colour}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`);
      this.softs.set(k, id);
    }
    return `url(#${id})`;
  }

  clip(inner: string): string {
    const id = this.id('c');
    this.defs.push(`<clipPath id="${id}">${inner}</clipPath>`);
    return `url(#${id})`;
  }

  add(svg: string): void {
    this.body.push(svg);
  }

  /** Starts a group (reflection source etc.); returns its id. */
  open(attrs = ''): string {
    const id = this.id('grp');
    this.body.push(`<g id="${id}" ${attrs}>`);
    return id;
  }

  close(): void {
    this.body.push('</g>');
  }

  toSvg(width: number, height: number): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}" viewBox="0 0 ${this.W} ${this.H}" preserveAspectRatio="xMidYMid slice"><defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`;
  }
}

export type TimeOfDay = 'morning' | 'day' | 'golden' | 'dusk' | 'night' | 'overcast';

export interface Palette {
  time: TimeOfDay;
  sky: Stop[];
  sun: { x: number; y: number; r: number; core: string; glow: string } | null;
  haze: string;
  far: string;
  mid: string;
  near: string;
  green: string;
  fg: string;
  water: [string, string];
  snow: string;
  snowShade: string;
  cloud: string;
  cloudShade: string;
  sand: string;
  stars: boolean;
  /** -1: light from the left, 1: from the right */
  light: -1 | 1;
}

const BASE: Record<TimeOfDay, Omit<Palette, 'light'>> = {
  morning: {
    time: 'morning',
    sky: [[0, '#4f86c2'], [0.5, '#9cc0de'], [0.85, '#e9dcc8'], [1, '#f6e2c4']],
    sun: { x: 260, y: 420, r: 46, core: '#fff6df', glow: '#ffd7a1' },
    haze: '#e6e1dc', far: '#8fa4bc', mid: '#5c7d8e', near: '#4d7b58', green: '#5b8f4e', fg: '#1d3a2b',
    water: ['#9cc3d8', '#2f5f79'], snow: '#fbfcff', snowShade: '#b4c4da', cloud: '#ffffff', cloudShade: '#e8d6cc', sand: '#e8d3a8', stars: false,
  },
  day: {
    time: 'day',
    sky: [[0, '#2a78c8'], [0.55, '#72b0e2'], [1, '#d3eaf6']],
    sun: { x: 1260, y: 150, r: 40, core: '#ffffff', glow: '#fff5d0' },
    haze: '#d8e7f1', far: '#87a3bf', mid: '#55788b', near: '#4c8a4a', green: '#5a9a48', fg: '#1e3f28',
    water: ['#6ab5d9', '#185a86'], snow: '#ffffff', snowShade: '#bccfe4', cloud: '#ffffff', cloudShade: '#d5e1ee', sand: '#f0dcae', stars: false,
  },
  golden: {
    time: 'golden',
    sky: [[0, '#3a5c92'], [0.45, '#b998a6'], [0.78, '#f2b77c'], [1, '#f8d8a2']],
    sun: { x: 1150, y: 500, r: 52, core: '#fff2c8', glow: '#ffae5c' },
    haze: '#efc6a0', far: '#9a88a6', mid: '#6b6480', near: '#5f6e43', green: '#7a8a3e', fg: '#22261d',
    water: ['#eab58a', '#37587a'], snow: '#fff1df', snowShade: '#c2a4b8', cloud: '#ffe0bf', cloudShade: '#c98d88', sand: '#e9c48c', stars: false,
  },
  dusk: {
    time: 'dusk',
    sky: [[0, '#152650'], [0.42, '#5a4878'], [0.74, '#d36f78'], [1, '#f5a55c']],
    sun: { x: 420, y: 610, r: 56, core: '#ffd9a2', glow: '#ff8558' },
    haze: '#c47688', far: '#5a4c76', mid: '#403a60', near: '#2d3347', green: '#37433e', fg: '#13151d',
    water: ['#c87d86', '#1c2646'], snow: '#f2d9e6', snowShade: '#8a7ea6', cloud: '#f1a386', cloudShade: '#66476b', sand: '#b98d7c', stars: false,
  },
  night: {
    time: 'night',
    sky: [[0, '#02060f'], [0.55, '#0b1a3b'], [1, '#263f6c']],
    sun: null,
    haze: '#2a3d66', far: '#1d2a48', mid: '#141f37', near: '#0e1727', green: '#0f1b22', fg: '#060a12',
    water: ['#1c2e56', '#040916'], snow: '#a8b7d8', snowShade: '#5b6b94', cloud: '#31446e', cloudShade: '#1a2747', sand: '#3a3f52', stars: true,
  },
  overcast: {
    time: 'overcast',
    sky: [[0, '#6c7f8f'], [0.6, '#aab7c1'], [1, '#d6dee3']],
    sun: null,
    haze: '#cdd6dc', far: '#7a8c97', mid: '#4a6062', near: '#2f5540', green: '#386447', fg: '#14271d',
    water: ['#74929a', '#1e383f'], snow: '#f4f7fa', snowShade: '#b3c1cb', cloud: '#e9eef1', cloudShade: '#9aa8b3', sand: '#cdbf9c', stars: false,
  },
};

/** A palette for the time of day, nudged by the seed so no two images share exactly the same colours. */
export function palette(time: TimeOfDay, rng: Random): Palette {
  const b = BASE[time];
  const light: -1 | 1 = b.sun ? (b.sun.x < 800 ? -1 : 1) : rng.chance(0.5) ? -1 : 1;
  const flip = rng.chance(0.5);
  const sun = b.sun ? { ...b.sun, x: flip ? 1600 - b.sun.x + rng.range(-80, 80) : b.sun.x + rng.range(-80, 80), y: b.sun.y + rng.range(-40, 30) } : null;
  return { ...b, sun, light: sun ? (sun.x < 800 ? -1 : 1) : light };
}
