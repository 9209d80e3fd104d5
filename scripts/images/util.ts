/** Small deterministic helpers shared by the SVG scene painters. */

export type Rng = () => number;

/** mulberry32: a tiny, fast, seeded PRNG returning floats in [0, 1). */
export function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class Random {
  readonly next: Rng;
  constructor(seed: number) {
    this.next = mulberry32(seed * 2654435761 + 12345);
  }
  range(a: number, b: number): number {
    return a + (b - a) * this.next();
  }
  int(a: number, b: number): number {
    return Math.floor(this.range(a, b + 1));
  }
  pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.next() * list.length) % list.length] as T;
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  /** Roughly normal (sum of three uniforms), mean 0, spread about +-1. */
  gauss(): number {
    return (this.next() + this.next() + this.next() - 1.5) / 0.75;
  }
}

export function hashString(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

// ---------- colour ----------

export type RGB = [number, number, number];

export function hex(c: string): RGB {
  const s = c.replace('#', '');
  const n = parseInt(s.length === 3 ? s.split('').map((x) => x + x).join('') : s, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function toHex([r, g, b]: RGB): string {
  const f = (v: number): string => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, '0');
  return `#${f(r)}${f(g)}${f(b)}`;
}

/** Linear mix of two hex colours, t=0 gives a, t=1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const x = hex(a);
  const y = hex(b);
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

export const lighten = (c: string, t: number): string => mix(c, '#ffffff', t);
export const darken = (c: string, t: number): string => mix(c, '#000000', t);

/** HSL (h 0-360, s and l 0-1) to hex. */
export function hsl(h: number, s: number, l: number): string {
  const k = (n: number): number => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number): number => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return toHex([f(0) * 255, f(8) * 255, f(4) * 255]);
}

// ---------- geometry ----------

export type Pt = [number, number];

export const r1 = (v: number): string => (Math.round(v * 10) / 10).toString();

/** Polyline/polygon path data. */
export function poly(points: Pt[], close = true): string {
  if (points.length === 0) return '';
  let d = `M${r1(points[0]![0])} ${r1(points[0]![1])}`;
  for (let i = 1; i < points.length; i++) d += `L${r1(points[i]![0])} ${r1(points[i]![1])}`;
  return close ? `${d}Z` : d;
}

/** Smooth path through the points (Catmull-Rom converted to cubic Béziers). */
export function smooth(points: Pt[], close = false, tension = 0.5): string {
  if (points.length < 3) return poly(points, close);
  const p = points;
  let d = `M${r1(p[0]![0])} ${r1(p[0]![1])}`;
  for (let i = 0; i < p.length - 1; i++) {
    const p0 = p[i - 1] ?? p[i]!;
    const p1 = p[i]!;
    const p2 = p[i + 1]!;
    const p3 = p[i + 2] ?? p2;
    const c1: Pt = [p1[0] + ((p2[0] - p0[0]) * tension) / 3, p1[1] + ((p2[1] - p0[1]) * tension) / 3];
    const c2: Pt = [p2[0] - ((p3[0] - p1[0]) * tension) / 3, p2[1] - ((p3[1] - p1[1]) * tension) / 3];
    d += `C${r1(c1[0])} ${r1(c1[1])} ${r1(c2[0])} ${r1(c2[1])} ${r1(p2[0])} ${r1(p2[1])}`;
  }
  return close ? `${d}Z` : d;
}

/**
 * A ridge line across [x0, x1] by midpoint displacement: `rough` (0-1) is how jagged,
 * `amp` the vertical spread in pixels around `base`.
 */
export function ridge(rng: Random, x0: number, x1: number, base: number, amp: number, rough = 0.55, levels = 7): Pt[] {
  const n = 2 ** levels;
  const ys = new Array<number>(n + 1).fill(0);
  ys[0] = rng.gauss() * 0.5;
  ys[n] = rng.gauss() * 0.5;
  let step = n;
  let scale = 1;
  while (step > 1) {
    const half = step / 2;
    for (let i = half; i < n; i += step) ys[i] = (ys[i - half]! + ys[i + half]!) / 2 + rng.gauss() * scale;
    step = half;
    scale *= rough;
  }
  const min = Math.min(...ys);
  const max = Math.max(...ys);
  const span = max - min || 1;
  return ys.map((y, i) => [x0 + ((x1 - x0) * i) / n, base - ((y - min) / span - 0.5) * amp * 2]);
}

/**
 * Shapes a ridge into distinct, asymmetric peaks with concave flanks, over fractal noise.
 * Each spec: x position, height h, half-width w (the left/right flanks vary around it).
 */
export function peaks(rng: Random, x0: number, x1: number, base: number, specs: { x: number; h: number; w: number }[], jag: number, levels = 7): Pt[] {
  const noise = ridge(rng, x0, x1, 0, jag, 0.62, levels);
  const shaped = specs.map((s) => ({ ...s, wl: s.w * rng.range(0.6, 1.3), wr: s.w * rng.range(0.6, 1.3), k: rng.range(1.3, 2.1) }));
  return noise.map(([x, ny]) => {
    let lift = 0;
    for (const s of shaped) {
      const d = x < s.x ? (s.x - x) / s.wl : (x - s.x) / s.wr;
      if (d < 1) lift = Math.max(lift, s.h * Math.pow(1 - d, s.k));
    }
    // noise matters less near the summits so they stay crisp
    return [x, base - lift + ny * (0.5 + 0.5 * (1 - lift / (jag * 6 + 1e-6) > 0 ? 1 : 0.6))] as Pt;
  });
}

export function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
