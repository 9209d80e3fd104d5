/**
 * Landscape building blocks: sky, clouds, stars, mountain ranges with snow and facet shading,
 * bush-clad hills, water with reflections, sea and surf, foreground plants, light effects.
 * Everything draws in a 1600x1000 logical frame.
 */
import type { Canvas, Palette } from './canvas';
import { darken, lighten, mix, peaks, poly, ridge, smooth, r1, type Pt } from './util';

// ---------- sky ----------

export function sky(c: Canvas, p: Palette, horizon = 1000): void {
  c.add(`<rect width="1600" height="${horizon + 4}" fill="${c.linAbs(p.sky, 0, 0, 0, horizon)}"/>`);
  if (p.sun) {
    const { x, y, r, core, glow } = p.sun;
    c.add(`<circle cx="${r1(x)}" cy="${r1(y)}" r="${r * 9}" fill="${c.rad([[0, glow, 0.55], [0.35, glow, 0.18], [1, glow, 0]], x, y, r * 9)}"/>`);
    c.add(`<circle cx="${r1(x)}" cy="${r1(y)}" r="${r * 2.2}" fill="${c.rad([[0, core, 0.9], [1, core, 0]], x, y, r * 2.2)}"/>`);
    c.add(`<circle cx="${r1(x)}" cy="${r1(y)}" r="${r}" fill="${core}"/>`);
  }
}

export function stars(c: Canvas, p: Palette, count = 420, maxY = 700, milkyWay = true): void {
  const { rng } = c;
  const parts: string[] = [];
  if (milkyWay) {
    // a soft diagonal band with dense faint stars
    const cx = rng.range(600, 1000);
    const ang = rng.range(-35, -15);
    c.add(`<g transform="rotate(${r1(ang)} ${r1(cx)} 380)" opacity="0.8">` +
      `<ellipse cx="${r1(cx)}" cy="380" rx="1150" ry="130" fill="${c.soft('#8fa3d6', 0.45, 0.2)}"/>` +
      `<ellipse cx="${r1(cx + 60)}" cy="372" rx="760" ry="70" fill="${c.soft('#e9dcff', 0.45, 0.2)}"/>` +
      `<ellipse cx="${r1(cx - 120)}" cy="392" rx="420" ry="44" fill="${c.soft('#ffe9d6', 0.5, 0.25)}"/>` +
      `<ellipse cx="${r1(cx + 220)}" cy="388" rx="300" ry="16" fill="${c.soft('#0b1430', 0.6, 0.3)}"/></g>`);
    const band: string[] = [];
    for (let i = 0; i < 500; i++) {
      const t = rng.range(-1100, 1100);
      const off = rng.gauss() * 60;
      const a = (ang * Math.PI) / 180;
      const x = cx + t * Math.cos(a) - off * Math.sin(a);
      const y = 380 + t * Math.sin(a) + off * Math.cos(a);
      if (y < 0 || y > maxY || x < 0 || x > 1600) continue;
      band.push(`<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(rng.range(0.5, 1.3))}" fill-opacity="${r1(rng.range(0.3, 0.9))}"/>`);
    }
    c.add(`<g fill="#ffffff">${band.join('')}</g>`);
  }
  for (let i = 0; i < count; i++) {
    const x = rng.range(0, 1600);
    const y = Math.pow(rng.next(), 1.3) * maxY;
    const big = rng.chance(0.04);
    const r = big ? rng.range(1.8, 2.6) : rng.range(0.6, 1.5);
    const col = rng.pick(['#ffffff', '#ffffff', '#dfe8ff', '#fff1d8', '#cfe0ff']);
    parts.push(`<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r)}" fill="${col}" fill-opacity="${r1(rng.range(0.45, 1))}"/>`);
    if (big) parts.push(`<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r * 4)}" fill="${col}" fill-opacity="0.12"/>`);
  }
  c.add(`<g>${parts.join('')}</g>`);
}

export function moon(c: Canvas, x: number, y: number, r = 26): void {
  c.add(`<circle cx="${x}" cy="${y}" r="${r * 6}" fill="${c.rad([[0, '#dfe8ff', 0.25], [1, '#dfe8ff', 0]], x, y, r * 6)}"/>`);
  c.add(`<circle cx="${x}" cy="${y}" r="${r}" fill="#f4f1e6"/><circle cx="${x + r * 0.45}" cy="${y - r * 0.2}" r="${r * 0.95}" fill="#0b1a3b" fill-opacity="0.85"/>`);
}

/** Soft cumulus clouds from overlapping soft-edged puffs (no filters: fast to render). */
export function clouds(c: Canvas, p: Palette, count: number, yMin: number, yMax: number, scale = 1): void {
  const { rng } = c;
  const shade: string[] = [];
  const lit: string[] = [];
  const fShade = c.soft(p.cloudShade, 0.9, 0.55);
  const fLit = c.soft(p.cloud, 0.97, 0.65);
  for (let i = 0; i < count; i++) {
    const cx = rng.range(-100, 1700);
    const cy = rng.range(yMin, yMax);
    const w = rng.range(150, 340) * scale * (1 - (cy / 1000) * 0.4);
    const puffs = rng.int(5, 9);
    // flat base
    shade.push(`<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(w * 1.25)}" ry="${r1(w * 0.16)}"/>`);
    for (let k = 0; k < puffs; k++) {
      const t = k / (puffs - 1) - 0.5;
      const rr = w * rng.range(0.2, 0.36) * (1.15 - Math.abs(t) * 1.1);
      const px = cx + t * w * 1.9 + rng.range(-15, 15);
      const py = cy - rr * rng.range(0.35, 0.75);
      shade.push(`<ellipse cx="${r1(px)}" cy="${r1(py + rr * 0.22)}" rx="${r1(rr * 1.3)}" ry="${r1(rr * 0.95)}"/>`);
      lit.push(`<ellipse cx="${r1(px - p.light * rr * 0.15)}" cy="${r1(py - rr * 0.12)}" rx="${r1(rr * 1.1)}" ry="${r1(rr * 0.85)}"/>`);
    }
  }
  c.add(`<g fill="${fShade}">${shade.join('')}</g><g fill="${fLit}">${lit.join('')}</g>`);
}

/** Long thin streaks of cloud near the horizon. */
export function streaks(c: Canvas, p: Palette, count: number, yMin: number, yMax: number): void {
  const { rng } = c;
  const s: string[] = [];
  for (let i = 0; i < count; i++) {
    s.push(`<ellipse cx="${r1(rng.range(0, 1600))}" cy="${r1(rng.range(yMin, yMax))}" rx="${r1(rng.range(150, 420))}" ry="${r1(rng.range(4, 12))}"/>`);
  }
  c.add(`<g fill="${c.soft(p.cloud, 1, 0.3)}" fill-opacity="0.55">${s.join('')}</g>`);
}

// ---------- mountains ----------

export interface RangeOpts {
  base: number; // y of the range's foot
  height: number; // max peak height above the base
  peaks?: number;
  jag?: number;
  colour: string;
  snowline?: number | null; // y above which there is snow
  shade?: number; // facet shading strength
  hazeBottom?: number; // how much the foot fades into haze (0-1)
  xs?: number[]; // explicit peak x positions
  width?: number; // peak width factor
  levels?: number;
}

/** A mountain range with gradient, snow caps and shaded faces; returns the ridge line. */
export function range(c: Canvas, p: Palette, o: RangeOpts): Pt[] {
  const { rng } = c;
  const n = o.peaks ?? rng.int(3, 5);
  const specs = Array.from({ length: n }, (_, i) => ({
    x: o.xs?.[i] ?? ((i + 0.5) / n) * 1600 + rng.range(-140, 140),
    h: o.height * rng.range(0.5, 1),
    w: (1600 / n) * rng.range(0.55, 0.9) * (o.width ?? 1),
  }));
  const pts = peaks(rng, -20, 1620, o.base, specs, o.jag ?? o.height * 0.3, o.levels ?? 7);
  const bottom = 1000;
  const top = Math.min(...pts.map((q) => q[1]));
  const fill = c.linAbs([[0, lighten(o.colour, 0.05)], [0.55, o.colour], [1, mix(o.colour, p.haze, o.hazeBottom ?? 0.45)]], 0, top, 0, o.base + 20);
  const outline: Pt[] = [...pts, [1620, bottom], [-20, bottom]];
  c.add(`<path d="${poly(outline)}" fill="${fill}"/>`);

  // shaded faces: from each local peak, the flank facing away from the light, bounded by a spur
  const strength = o.shade ?? 0.28;
  const faces: string[] = [];
  const lights: string[] = [];
  if (strength > 0) {
    const win = 4;
    for (let i = win; i < pts.length - win; i++) {
      const y = pts[i]![1];
      let isPeak = true;
      for (let k = -win; k <= win; k++) if (pts[i + k]![1] < y) isPeak = false;
      if (!isPeak || o.base - y < 25) continue;
      const dir = -p.light as number;
      let j = i;
      while (j + dir > 0 && j + dir < pts.length - 1 && pts[j + dir]![1] >= pts[j]![1] - 2) j += dir;
      if (Math.abs(j - i) < 2) continue;
      const slope = rng.range(0.25, 0.75);
      const foot = o.base + 40;
      const spur: Pt[] = [];
      const steps = 7;
      for (let s = 1; s <= steps; s++) {
        const t = s / steps;
        const yy = y + (foot - y) * t;
        spur.push([pts[i]![0] + dir * (yy - y) * slope + rng.range(-6, 6) * t, yy]);
      }
      const slice = dir > 0 ? pts.slice(i, j + 1) : pts.slice(j, i + 1).reverse();
      const [endX, endY] = slice[slice.length - 1]!;
      // the valley line runs down and back under the face, so there is no hard vertical edge
      const valleyFoot: Pt = [endX - dir * (foot - endY) * rng.range(0.15, 0.45), foot];
      faces.push(`<path d="${poly([...slice, valleyFoot, ...spur.reverse()])}"/>`);
      // a thin highlight on the lit edge of the spur
      lights.push(`<path d="${poly([[pts[i]![0], y], ...spur.slice().reverse().slice(0, 4)], false)}"/>`);
    }
  }

  // snow caps with fingers running down the gullies (depth driven by a noise line)
  if (o.snowline != null) {
    const sl = o.snowline;
    const noise = ridge(rng, 0, 1, 0, 1, 0.72, 7).map((q) => q[1]);
    const nMin = Math.min(...noise);
    const nMax = Math.max(...noise);
    const topPts: Pt[] = [];
    const botPts: Pt[] = [];
    const snowFill = c.linAbs([[0, p.snow], [1, mix(p.snow, p.snowShade, 0.55)]], 0, top, 0, sl + 30);
    const flush = (): void => {
      if (topPts.length > 1) c.add(`<path d="${poly([...topPts, ...botPts.reverse()])}" fill="${snowFill}"/>`);
      topPts.length = 0;
      botPts.length = 0;
    };
    pts.forEach(([x, y], i) => {
      if (y < sl) {
        const nv = ((noise[i] ?? 0) - nMin) / (nMax - nMin || 1);
        const finger = 0.25 + 0.95 * Math.pow(nv, 1.4);
        const depth = (sl - y) * finger + 6;
        topPts.push([x, y]);
        botPts.push([x, Math.min(y + depth, sl + 40 * nv)]);
      } else flush();
    });
    flush();
  }
  if (faces.length) {
    const shadeCol = mix(darken(o.colour, 0.5), '#1b2a4a', 0.4);
    c.add(`<g fill="${shadeCol}" fill-opacity="${strength}">${faces.join('')}</g>`);
    c.add(`<g fill="none" stroke="${lighten(o.colour, 0.35)}" stroke-width="1.5" fill-opacity="${r1(strength * 0.8)}">${lights.join('')}</g>`);
  }
  c.add(`<path d="${poly(pts, false)}" fill="none" stroke="${lighten(o.colour, 0.3)}" stroke-width="1.5" stroke-opacity="0.35"/>`);
  return pts;
}

/** A symmetrical volcanic cone (Ngauruhoe, Taranaki style) with optional steam. */
export function volcano(c: Canvas, p: Palette, cx: number, base: number, h: number, w: number, colour: string, snow: boolean, steam: boolean): void {
  const { rng } = c;
  const pts: Pt[] = [];
  const crater = w * 0.07;
  for (let i = 0; i <= 40; i++) {
    const t = i / 40;
    const x = cx - w + t * (w - crater);
    const k = Math.pow(t, 1.7);
    pts.push([x, base - h * k + rng.range(-3, 3)]);
  }
  pts.push([cx, base - h + 6]);
  for (let i = 40; i >= 0; i--) {
    const t = i / 40;
    const x = cx + w - t * (w - crater);
    const k = Math.pow(t, 1.7);
    pts.push([x, base - h * k + rng.range(-3, 3)]);
  }
  c.add(`<path d="${poly([...pts, [cx + w, 1000], [cx - w, 1000]])}" fill="${c.linAbs([[0, lighten(colour, 0.05)], [1, mix(colour, p.haze, 0.4)]], 0, base - h, 0, base)}"/>`);
  // shaded half
  c.add(`<path d="${poly(p.light < 0 ? [[cx, base - h], ...pts.slice(41), [cx + w * 0.15, base]] : [...pts.slice(0, 41), [cx, base - h], [cx - w * 0.15, base]])}" fill="#1b2340" fill-opacity="0.22"/>`);
  if (snow) {
    const sn: Pt[] = [];
    for (const [x, y] of pts) if (y < base - h * 0.62) sn.push([x, y]);
    const lower: Pt[] = sn.map(([x, y]) => [x, Math.min(base - h * 0.62, y + 40 + Math.abs(Math.sin(x * 0.09)) * 55)] as Pt).reverse();
    c.add(`<path d="${poly([...sn, ...lower])}" fill="${p.snow}" fill-opacity="0.95"/>`);
  }
  if (steam) {
    const s: string[] = [];
    for (let i = 0; i < 9; i++) s.push(`<ellipse cx="${r1(cx + i * 14 * -p.light + rng.range(-10, 10))}" cy="${r1(base - h - 10 - i * 22)}" rx="${r1(18 + i * 9)}" ry="${r1(12 + i * 5)}"/>`);
    c.add(`<g fill="${c.soft('#ffffff', 1, 0.3)}" fill-opacity="0.55">${s.join('')}</g>`);
  }
}

// ---------- hills and bush ----------

export interface HillOpts {
  base: number;
  amp: number;
  colour: string;
  bush?: boolean; // bumpy native-bush canopy edge and texture
  rough?: number;
  dark?: number; // how much darker at the bottom
  trees?: 'bush' | 'pine' | 'none';
}

export function hills(c: Canvas, p: Palette, o: HillOpts): Pt[] {
  const { rng } = c;
  let pts = ridge(rng, -40, 1640, o.base, o.amp, o.rough ?? 0.45, 5);
  if (o.bush) {
    // add canopy bumps
    const bumpy: Pt[] = [];
    for (let i = 0; i < pts.length - 1; i++) {
      const [x0, y0] = pts[i]!;
      const [x1, y1] = pts[i + 1]!;
      const steps = 4;
      for (let s = 0; s < steps; s++) {
        const t = s / steps;
        bumpy.push([x0 + (x1 - x0) * t, y0 + (y1 - y0) * t - Math.abs(Math.sin((i * steps + s) * 1.7 + rng.range(0, 0.6))) * rng.range(4, 12)]);
      }
    }
    pts = bumpy;
  }
  const top = Math.min(...pts.map((q) => q[1]));
  const fill = c.linAbs([[0, lighten(o.colour, 0.08)], [1, darken(o.colour, o.dark ?? 0.25)]], 0, top, 0, o.base + o.amp + 200);
  c.add(`<path d="${smooth([...pts], false)}L1640 1000L-40 1000Z" fill="${fill}"/>`);
  if (o.bush && o.trees !== 'none') {
    // canopy texture: many small rounded crowns in three tones, denser near the ridge
    const dark: string[] = [];
    const mid: string[] = [];
    const hi: string[] = [];
    for (let i = 0; i < 420; i++) {
      const x = rng.range(-10, 1610);
      const yTop = yAt(pts, x);
      const y = yTop + Math.pow(rng.next(), 1.6) * 200 + 6;
      const r = rng.range(5, 12) * (1 + (y - top) / 700);
      dark.push(`<circle cx="${r1(x)}" cy="${r1(y + r * 0.35)}" r="${r1(r)}"/>`);
      mid.push(`<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r * 0.85)}"/>`);
      hi.push(`<circle cx="${r1(x - p.light * r * 0.3)}" cy="${r1(y - r * 0.35)}" r="${r1(r * 0.45)}"/>`);
    }
    c.add(`<g fill="${darken(o.colour, 0.28)}" fill-opacity="0.5">${dark.join('')}</g><g fill="${o.colour}" fill-opacity="0.9">${mid.join('')}</g><g fill="${lighten(o.colour, 0.16)}" fill-opacity="0.45">${hi.join('')}</g>`);
  }
  if (o.trees === 'pine') {
    const t: string[] = [];
    for (let i = 0; i < 60; i++) {
      const x = rng.range(0, 1600);
      const y = yAt(pts, x) + rng.range(-2, 4);
      const h = rng.range(14, 30);
      t.push(`<path d="M${r1(x)} ${r1(y - h)}L${r1(x + h * 0.28)} ${r1(y)}L${r1(x - h * 0.28)} ${r1(y)}Z"/>`);
    }
    c.add(`<g fill="${darken(o.colour, 0.35)}">${t.join('')}</g>`);
  }
  return pts;
}

export function yAt(pts: Pt[], x: number): number {
  for (let i = 0; i < pts.length - 1; i++) {
    const [x0, y0] = pts[i]!;
    const [x1, y1] = pts[i + 1]!;
    if (x >= x0 && x <= x1) return y0 + ((y1 - y0) * (x - x0)) / (x1 - x0 || 1);
  }
  return pts[pts.length - 1]![1];
}

/** Sheep dots, hay bales or other small specks on a hillside. */
export function specks(c: Canvas, pts: Pt[], count: number, colour: string, size: number, depth = 140): void {
  const { rng } = c;
  const s: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = rng.range(40, 1560);
    const y = yAt(pts, x) + rng.range(15, depth);
    s.push(`<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(size * 1.3)}" ry="${r1(size)}"/>`);
  }
  c.add(`<g fill="${colour}">${s.join('')}</g>`);
}

// ---------- water ----------

/** Calm water from `y` to the bottom, reflecting the group ids given. */
export function lake(c: Canvas, p: Palette, y: number, reflect: string[], tint?: string, bottom = 1000): void {
  const { rng } = c;
  const top = tint ? mix(p.water[0], tint, 0.6) : p.water[0];
  const deep = tint ? mix(p.water[1], tint, 0.35) : p.water[1];
  c.add(`<rect x="0" y="${r1(y)}" width="1600" height="${r1(bottom - y)}" fill="${c.linAbs([[0, top], [1, deep]], 0, y, 0, bottom)}"/>`);
  const clip = c.clip(`<rect x="0" y="${r1(y)}" width="1600" height="${r1(bottom - y)}"/>`);
  if (reflect.length) {
    c.add(`<g clip-path="${clip}" opacity="0.55">${reflect.map((id) => `<use href="#${id}" xlink:href="#${id}" transform="translate(0 ${r1(2 * y)}) scale(1 -1)"/>`).join('')}</g>`);
    c.add(`<rect x="0" y="${r1(y)}" width="1600" height="${r1(bottom - y)}" fill="${c.linAbs([[0, top, 0.25], [1, deep, 0.85]], 0, y, 0, bottom)}"/>`);
  }
  // ripples and shimmer
  const r: string[] = [];
  for (let i = 0; i < 90; i++) {
    const yy = y + Math.pow(rng.next(), 1.6) * (bottom - y);
    const len = rng.range(20, 140) * (0.4 + (yy - y) / (bottom - y));
    const x = rng.range(-50, 1600);
    r.push(`<rect x="${r1(x)}" y="${r1(yy)}" width="${r1(len)}" height="${r1(1 + (yy - y) / 260)}" rx="1"/>`);
  }
  c.add(`<g fill="${lighten(top, 0.5)}" fill-opacity="0.35">${r.join('')}</g>`);
  if (p.sun && p.sun.y < y) {
    const g: string[] = [];
    for (let i = 0; i < 70; i++) {
      const yy = y + Math.pow(rng.next(), 1.4) * (bottom - y) * 0.8;
      const spread = 14 + (yy - y) * 0.35;
      g.push(`<rect x="${r1(p.sun.x + rng.gauss() * spread - 20)}" y="${r1(yy)}" width="${r1(rng.range(10, 50))}" height="2" rx="1"/>`);
    }
    c.add(`<g fill="${p.sun.core}" fill-opacity="0.6">${g.join('')}</g>`);
  }
  c.add(`<rect x="0" y="${r1(y - 1)}" width="1600" height="2.5" fill="${lighten(top, 0.45)}" fill-opacity="0.6"/>`);
}

/** Open sea to the horizon with swell lines. */
export function sea(c: Canvas, p: Palette, horizon: number, bottom = 1000, colour?: [string, string]): void {
  const { rng } = c;
  const [a0, b0] = colour ?? p.water;
  const a = mix(a0, '#3f93b8', p.time === 'golden' || p.time === 'dusk' ? 0.45 : 0.15);
  const b = mix(b0, '#123f63', 0.2);
  c.add(`<rect x="0" y="${horizon}" width="1600" height="${bottom - horizon}" fill="${c.linAbs([[0, lighten(a, 0.15)], [0.25, a], [1, b]], 0, horizon, 0, bottom)}"/>`);
  const s: string[] = [];
  for (let i = 0; i < 120; i++) {
    const yy = horizon + Math.pow(rng.next(), 1.8) * (bottom - horizon);
    const w = rng.range(30, 160) * (0.3 + (yy - horizon) / 400);
    s.push(`<path d="M${r1(rng.range(-40, 1600))} ${r1(yy)}q${r1(w / 2)} ${r1(-2 - (yy - horizon) / 200)} ${r1(w)} 0" />`);
  }
  c.add(`<g stroke="${lighten(a, 0.55)}" stroke-width="1.6" fill="none" stroke-opacity="0.45" stroke-linecap="round">${s.join('')}</g>`);
  if (p.sun) {
    const g: string[] = [];
    for (let i = 0; i < 90; i++) {
      const yy = horizon + Math.pow(rng.next(), 1.5) * (bottom - horizon) * 0.7;
      const spread = 18 + (yy - horizon) * 0.5;
      g.push(`<rect x="${r1(p.sun.x + rng.gauss() * spread)}" y="${r1(yy)}" width="${r1(rng.range(8, 40))}" height="2" rx="1"/>`);
    }
    c.add(`<g fill="${p.sun.core}" fill-opacity="0.55">${g.join('')}</g>`);
  }
  c.add(`<rect x="0" y="${horizon - 1}" width="1600" height="3" fill="${p.haze}" fill-opacity="0.6"/>`);
}

/** Lines of white surf running along a shoreline given as points (sea above / land below). */
export function surf(c: Canvas, shore: Pt[], bands = 4, colour = '#ffffff'): void {
  const { rng } = c;
  const s: string[] = [];
  for (let b = 0; b < bands; b++) {
    const off = -b * (10 + b * 8);
    const pts = shore.map(([x, y]) => [x, y + off + rng.range(-2, 2)] as Pt);
    const dash = `${r1(rng.range(40, 160))} ${r1(rng.range(20, 90))}`;
    s.push(`<path d="${smooth(pts)}" stroke-dasharray="${dash}" stroke-width="${r1(4 - b * 0.6)}" stroke-opacity="${r1(0.9 - b * 0.18)}"/>`);
  }
  c.add(`<g fill="none" stroke="${colour}" stroke-linecap="round">${s.join('')}</g>`);
  // foam band right at the shore
  c.add(`<path d="${smooth(shore)}" fill="none" stroke="${colour}" stroke-width="7" stroke-opacity="0.75"/>`);
}

// ---------- foreground plants ----------

/** Tussock and grass tufts along the bottom edge. */
export function tussock(c: Canvas, y: number, colour: string, count = 40, height = 60): void {
  const { rng } = c;
  const s: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = rng.range(-20, 1620);
    const base = y + rng.range(0, 80);
    const blades = rng.int(7, 13);
    const h = height * rng.range(0.6, 1.3);
    for (let b = 0; b < blades; b++) {
      const a = rng.range(-0.9, 0.9);
      const tx = x + Math.sin(a) * h;
      const ty = base - Math.cos(a) * h;
      s.push(`M${r1(x - 3)} ${r1(base)}Q${r1(x + Math.sin(a) * h * 0.4)} ${r1(base - h * 0.6)} ${r1(tx)} ${r1(ty)}Q${r1(x + Math.sin(a) * h * 0.35 + 3)} ${r1(base - h * 0.5)} ${r1(x + 3)} ${r1(base)}Z`);
    }
  }
  c.add(`<path d="${s.join('')}" fill="${colour}"/>`);
}

/** Harakeke (New Zealand flax): a fan of long sword-shaped leaves. */
export function flax(c: Canvas, x: number, y: number, h: number, colour: string): void {
  const { rng } = c;
  const s: string[] = [];
  const n = rng.int(9, 14);
  for (let i = 0; i < n; i++) {
    const a = -1.1 + (2.2 * i) / (n - 1) + rng.range(-0.1, 0.1);
    const len = h * rng.range(0.65, 1.05) * (1 - Math.abs(a) * 0.25);
    const tx = x + Math.sin(a) * len;
    const ty = y - Math.cos(a) * len;
    const bend = a * len * 0.35;
    s.push(`M${r1(x - 6)} ${r1(y)}Q${r1(x + Math.sin(a) * len * 0.5 + bend * 0.2)} ${r1(y - len * 0.6)} ${r1(tx + bend * 0.3)} ${r1(ty + Math.abs(bend) * 0.3)}Q${r1(x + Math.sin(a) * len * 0.45 + 6)} ${r1(y - len * 0.5)} ${r1(x + 6)} ${r1(y)}Z`);
  }
  // flower stalks
  const stalks = rng.int(1, 3);
  for (let i = 0; i < stalks; i++) {
    const sx = x + rng.range(-h * 0.2, h * 0.2);
    s.push(`M${r1(sx - 1.5)} ${r1(y)}L${r1(sx + rng.range(-15, 15))} ${r1(y - h * 1.5)}L${r1(sx + 1.5)} ${r1(y)}Z`);
  }
  c.add(`<path d="${s.join('')}" fill="${colour}"/>`);
}

/** Ponga (tree fern): slender trunk and a crown of broad, arching, feathery fronds. */
export function treeFern(c: Canvas, x: number, y: number, h: number, colour: string): void {
  const { rng } = c;
  const topY = y - h;
  const lean = rng.range(-0.08, 0.08) * h;
  const tx = x + lean;
  const s: string[] = [`M${r1(x - 7)} ${r1(y)}Q${r1(x + lean * 0.3 - 6)} ${r1(y - h * 0.5)} ${r1(tx - 4)} ${r1(topY)}L${r1(tx + 4)} ${r1(topY)}Q${r1(x + lean * 0.3 + 6)} ${r1(y - h * 0.5)} ${r1(x + 7)} ${r1(y)}Z`];
  const n = rng.int(15, 20);
  for (let i = 0; i < n; i++) {
    const side = i % 2 === 0 ? -1 : 1;
    const spread = rng.range(0.15, 1);
    const len = h * rng.range(0.42, 0.6);
    const ex = tx + side * len * (0.45 + spread * 0.55);
    const ey = topY + len * (0.05 + (1 - spread) * -0.25 + spread * 0.45);
    const cx = tx + side * len * 0.45 * spread;
    const cy = topY - len * (0.35 - spread * 0.15);
    const w = len * 0.1;
    // frond as a tapered leaf along a quadratic spine, with serrated edges suggested by a zigzag
    const pts: string[] = [];
    const steps = 26;
    const along = (t: number): [number, number] => [(1 - t) ** 2 * tx + 2 * (1 - t) * t * cx + t * t * ex, (1 - t) ** 2 * topY + 2 * (1 - t) * t * cy + t * t * ey];
    const upper: [number, number][] = [];
    const lower: [number, number][] = [];
    for (let k = 0; k <= steps; k++) {
      const t = k / steps;
      const [px, py] = along(t);
      const [qx, qy] = along(Math.min(1, t + 0.01));
      const dx = qx - px;
      const dy = qy - py;
      const l = Math.hypot(dx, dy) || 1;
      const nx = -dy / l;
      const ny = dx / l;
      const ww = w * Math.sin(Math.PI * Math.min(1, t * 1.1)) * (k % 2 === 0 ? 1 : 0.25);
      upper.push([px + nx * ww, py + ny * ww]);
      lower.push([px - nx * ww, py - ny * ww]);
    }
    for (const [px, py] of upper) pts.push(`${r1(px)} ${r1(py)}`);
    for (const [px, py] of lower.reverse()) pts.push(`${r1(px)} ${r1(py)}`);
    s.push(`M${pts.join('L')}Z`);
  }
  c.add(`<path d="${s.join('')}" fill="${colour}"/>`);
}

/** Russell lupins: spikes of small blossoms in purple, pink and cream. */
export function lupins(c: Canvas, y: number, count: number, scale = 1): void {
  const { rng } = c;
  const cols = ['#7b4fb3', '#9b5fc8', '#d173b5', '#e48bc3', '#f2e5c9', '#5d6fd1', '#b54f9a'];
  const s: string[] = [];
  const stems: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = rng.range(-20, 1620);
    const base = y + rng.range(0, 120);
    const h = rng.range(70, 140) * scale * (0.6 + (base - y) / 200);
    const col = rng.pick(cols);
    stems.push(`<rect x="${r1(x - 1.5)}" y="${r1(base - h * 0.5)}" width="3" height="${r1(h * 0.5)}"/>`);
    const rows = 12;
    for (let k = 0; k < rows; k++) {
      const t = k / rows;
      const yy = base - h * 0.4 - t * h * 0.6;
      const w = (1 - t) * 7 * scale + 2;
      s.push(`<ellipse cx="${r1(x - w * 0.5)}" cy="${r1(yy)}" rx="${r1(w * 0.6)}" ry="${r1(3.2 * scale)}" fill="${mix(col, '#ffffff', t * 0.3)}"/><ellipse cx="${r1(x + w * 0.5)}" cy="${r1(yy - 2)}" rx="${r1(w * 0.6)}" ry="${r1(3.2 * scale)}" fill="${darken(col, 0.12)}"/>`);
    }
  }
  c.add(`<g fill="#3d5a2a">${stems.join('')}</g><g>${s.join('')}</g>`);
}

// ---------- light ----------

export function haze(c: Canvas, p: Palette, y: number, h: number, opacity = 0.55): void {
  c.add(`<rect x="0" y="${r1(y - h)}" width="1600" height="${r1(h * 2)}" fill="${c.linAbs([[0, p.haze, 0], [0.5, p.haze, opacity], [1, p.haze, 0]], 0, y - h, 0, y + h)}"/>`);
}

export function sunRays(c: Canvas, p: Palette, opacity = 0.12): void {
  if (!p.sun) return;
  const { rng } = c;
  const { x, y } = p.sun;
  const rays: string[] = [];
  for (let i = 0; i < 9; i++) {
    const a = rng.range(0.2, Math.PI - 0.2);
    const w = rng.range(0.015, 0.05);
    const L = 2200;
    rays.push(`<path d="M${r1(x)} ${r1(y)}L${r1(x + Math.cos(a - w) * L)} ${r1(y + Math.sin(a - w) * L)}L${r1(x + Math.cos(a + w) * L)} ${r1(y + Math.sin(a + w) * L)}Z"/>`);
  }
  c.add(`<g fill="${p.sun.glow}" fill-opacity="${opacity}">${rays.join('')}</g>`);
}

export function vignette(c: Canvas, strength = 0.38): void {
  c.add(`<rect width="1600" height="1000" fill="${c.rad([[0.55, '#000000', 0], [1, '#0a0f1a', strength]], 800, 500, 980, 0.72)}"/>`);
}

/** Warm or cool global grade over everything. */
export function grade(c: Canvas, colour: string, opacity: number): void {
  c.add(`<rect width="1600" height="1000" fill="${colour}" fill-opacity="${opacity}"/>`);
}
