/**
 * Scene painters. A scene name is `base` or `base:subject` (e.g. `lake:kayak`, `coast:whale`).
 * Each painter draws into a 1600x1000 canvas; the document is scaled to the spec's size.
 */
import { Canvas, palette, type Palette, type TimeOfDay } from './canvas';
import * as L from './landscape';
import * as S from './subjects';
import { Random, darken, lighten, mix, poly, r1, smooth, type Pt } from './util';

type Painter = (c: Canvas, p: Palette, subject: string) => void;

const times = (rng: Random, list: [TimeOfDay, number][]): TimeOfDay => {
  const total = list.reduce((s, [, w]) => s + w, 0);
  let v = rng.next() * total;
  for (const [t, w] of list) {
    v -= w;
    if (v <= 0) return t;
  }
  return list[0]![0];
};

const DEFAULT_TIMES: [TimeOfDay, number][] = [['morning', 3], ['day', 4], ['golden', 3], ['dusk', 1.5]];

// ---------- scenes ----------

function mountainsScene(c: Canvas, p: Palette, subject: string): void {
  const { rng } = c;
  const horizon = subject === 'lake' || subject === 'pools' ? 640 : 700;
  L.sky(c, p, horizon + 100);
  if (p.stars) L.stars(c, p, 300, 600, rng.chance(0.6));
  else L.clouds(c, p, rng.int(3, 6), 120, 360);
  const refl = c.open();
  if (subject === 'volcano') {
    L.range(c, p, { base: horizon - 20, height: 160, colour: mix(p.far, p.haze, 0.35), snowline: null, shade: 0.15, peaks: 3 });
    L.volcano(c, p, rng.range(550, 1050), horizon + 40, 470, 430, mix('#6f5f5c', p.far, 0.4), true, true);
  } else {
    L.range(c, p, { base: horizon - 40, height: 380, colour: mix(p.far, p.haze, 0.25), snowline: subject === 'coast' ? horizon - 260 : horizon - 200, shade: 0.3, peaks: rng.int(3, 5) });
    L.range(c, p, { base: horizon + 10, height: 230, colour: p.mid, snowline: subject === 'snow' || subject === 'alpine' ? horizon - 120 : null, shade: 0.32, peaks: rng.int(3, 6) });
  }
  L.haze(c, p, horizon - 10, 90, 0.35);
  c.close();
  if (subject === 'lake' || subject === 'pools') {
    L.lake(c, p, horizon, [refl]);
    const near = L.hills(c, p, { base: 900, amp: 50, colour: p.near, bush: true });
    if (subject === 'pools') {
      // wooden hot tub with steam, on the hillside
      c.add(`<g fill="${c.soft('#ffffff', 1, 0.3)}" fill-opacity="0.5">${[...Array(6)].map((_, i) => `<ellipse cx="${r1(1150 + i * 12)}" cy="${r1(840 - i * 38)}" rx="${60 + i * 12}" ry="${22 + i * 4}"/>`).join('')}</g>`);
      c.add(`<ellipse cx="1150" cy="905" rx="170" ry="42" fill="#6b4a33"/><ellipse cx="1150" cy="895" rx="150" ry="30" fill="#7fc4cf"/>`);
    }
    void near;
  } else if (subject === 'coast') {
    L.sea(c, p, horizon + 60);
    const land = L.hills(c, p, { base: 880, amp: 70, colour: p.near, bush: true });
    L.surf(c, land.map(([x, y]) => [x, y + 4] as Pt), 3);
  } else {
    const h1 = L.hills(c, p, { base: horizon + 80, amp: 60, colour: mix(p.near, p.mid, 0.45), bush: true });
    void h1;
    if (subject === 'gondola') {
      c.add(`<path d="M-20 380L1620 860" stroke="${darken(p.fg, 0.2)}" stroke-width="3"/>`);
      const gx = 620;
      const gy = 380 + (gx + 20) * (480 / 1640);
      c.add(`<g><rect x="${gx - 2}" y="${r1(gy)}" width="4" height="30" fill="${p.fg}"/><rect x="${gx - 32}" y="${r1(gy + 28)}" width="64" height="52" rx="10" fill="#c1292e"/><rect x="${gx - 24}" y="${r1(gy + 36)}" width="48" height="22" rx="4" fill="#bfe3f2"/></g>`);
    }
    const near = L.hills(c, p, { base: 900, amp: 60, colour: p.near, bush: true });
    if (subject === 'mtb') c.add(S.cyclist(1100, L.yAt(near, 1100) + 30, 110, p.fg, S.accent(c)));
    if (subject === 'snow') L.tussock(c, 930, darken(p.snowShade, 0.3), 25, 40);
  }
  if (subject !== 'coast' && subject !== 'lake') L.tussock(c, 940, darken(p.fg, 0.1), 30, 70);
  L.vignette(c);
}

function lakeScene(c: Canvas, p: Palette, subject: string): void {
  const { rng } = c;
  const horizon = rng.range(560, 640);
  L.sky(c, p, horizon + 50);
  if (p.stars) L.stars(c, p, 320, horizon - 50, true);
  else L.clouds(c, p, rng.int(2, 5), 110, 330);
  const tint = subject === 'turquoise' || subject === 'lupins' || subject === 'iceberg' ? '#4fc0c8' : subject === 'emerald' ? '#37b59a' : undefined;
  const refl = c.open();
  if (subject === 'emerald') {
    L.range(c, p, { base: horizon - 20, height: 300, colour: mix('#7b5b52', p.far, 0.3), snowline: null, shade: 0.3, peaks: 3 });
    L.volcano(c, p, rng.range(400, 1200), horizon + 20, 330, 380, mix('#5b4a48', p.mid, 0.3), false, true);
  } else {
    L.range(c, p, { base: horizon - 15, height: 360, colour: mix(p.far, p.haze, 0.2), snowline: horizon - 190, shade: 0.3 });
    L.range(c, p, { base: horizon + 5, height: 170, colour: p.mid, snowline: null, shade: 0.25, peaks: rng.int(4, 6) });
  }
  L.haze(c, p, horizon - 5, 60, 0.3);
  L.hills(c, p, { base: horizon + 10, amp: 18, colour: mix(p.near, p.mid, 0.5), bush: true, trees: 'none' });
  c.close();
  if (subject === 'emerald') {
    // volcanic ground with two emerald crater lakes
    c.add(`<rect x="0" y="${r1(horizon)}" width="1600" height="${r1(1000 - horizon)}" fill="${c.linAbs([[0, '#8a6a5a'], [1, '#4c3a35']], 0, horizon, 0, 1000)}"/>`);
    c.add(`<ellipse cx="560" cy="${r1(horizon + 170)}" rx="300" ry="80" fill="${c.rad([[0, '#7fe0c2'], [0.7, '#2fa48a'], [1, '#1c6f60']], 560, horizon + 170, 300, 0.3)}"/>`);
    c.add(`<ellipse cx="1120" cy="${r1(horizon + 260)}" rx="220" ry="60" fill="${c.rad([[0, '#a4efd5'], [0.7, '#3cb99b'], [1, '#227a68']], 1120, horizon + 260, 220, 0.3)}"/>`);
    c.add(`<g fill="${c.soft('#ffffff', 1, 0.3)}" fill-opacity="0.5"><ellipse cx="880" cy="${r1(horizon + 90)}" rx="90" ry="30"/><ellipse cx="900" cy="${r1(horizon + 40)}" rx="60" ry="40"/></g>`);
    L.tussock(c, 900, '#3b2d2a', 28, 55);
    for (let i = 0; i < 4; i++) c.add(S.person(300 + i * 46, 915 + i * 4, 60, '#1f1a1a', 'walk', S.accent(c)));
    L.vignette(c);
    return;
  }
  L.lake(c, p, horizon + 12, [refl], tint);
  if (subject === 'iceberg') {
    const ice: string[] = [];
    for (let i = 0; i < 7; i++) {
      const x = rng.range(100, 1500);
      const y = horizon + 40 + rng.range(0, 260);
      const w = rng.range(30, 90) * (0.6 + (y - horizon) / 300);
      ice.push(`<path d="${poly([[x - w, y], [x - w * 0.6, y - w * 0.45], [x - w * 0.1, y - w * 0.6], [x + w * 0.5, y - w * 0.35], [x + w, y]])}" fill="#f2fbff"/><path d="${poly([[x - w * 0.1, y - w * 0.6], [x + w * 0.5, y - w * 0.35], [x + w, y], [x + w * 0.1, y]])}" fill="#b8e4f0"/><ellipse cx="${r1(x)}" cy="${r1(y + 2)}" rx="${r1(w * 1.05)}" ry="${r1(w * 0.08)}" fill="#9ad6e2" fill-opacity="0.6"/>`);
    }
    c.add(ice.join(''));
  }
  if (subject === 'tree') {
    // the lone willow standing in the lake
    const x = rng.range(700, 950);
    const y = horizon + 150;
    const tr: string[] = [`<path d="M${x - 9} ${y}Q${x - 4} ${y - 60} ${x - 6} ${y - 100}L${x - 46} ${y - 170}L${x - 38} ${y - 174}L${x - 1} ${y - 118}L${x + 30} ${y - 190}L${x + 39} ${y - 186}L${x + 7} ${y - 105}Q${x + 5} ${y - 60} ${x + 10} ${y}Z"/>`];
    for (let i = 0; i < 140; i++) {
      const a = rng.range(0, Math.PI * 2);
      const rr = Math.sqrt(rng.next());
      const cx = x + Math.cos(a) * rr * 130;
      const cy = y - 190 + Math.sin(a) * rr * 70;
      tr.push(`<ellipse cx="${r1(cx)}" cy="${r1(cy + 8)}" rx="${r1(rng.range(7, 14))}" ry="${r1(rng.range(12, 24))}"/>`);
    }
    const tcol = darken(mix(p.green, p.fg, 0.5), 0.15);
    c.add(`<g fill="${tcol}">${tr.join('')}</g><g fill="${tcol}" fill-opacity="0.35" transform="translate(0 ${2 * y}) scale(1 -1)">${tr.join('')}</g>`);
  }
  if (subject === 'kayak') S.kayak(c, rng.range(600, 1000), horizon + 200, 55, p.fg);
  if (subject === 'sail') S.boat(c, rng.range(500, 1100), horizon + 120, 50, p.fg, 'yacht');
  if (subject === 'lupins') {
    L.hills(c, p, { base: 880, amp: 25, colour: mix(p.green, '#7d8c3a', 0.4), bush: false });
    L.lupins(c, 820, 80, 0.9);
    L.lupins(c, 880, 70, 1.4);
  } else if (subject === 'turquoise') {
    c.add(S.church(rng.chance(0.5) ? 300 : 1250, horizon + 10, 70, mix('#8a7a6a', p.fg, 0.3), false));
    L.hills(c, p, { base: 975, amp: 18, colour: mix(p.green, '#b09a58', 0.6), bush: false });
    L.tussock(c, 940, mix(p.green, '#a88f4f', 0.7), 34, 80);
  } else if (subject !== 'tree' && subject !== 'sail') {
    L.tussock(c, 940, darken(p.fg, 0.1), 22, 60);
    L.flax(c, rng.chance(0.5) ? 120 : 1480, 1010, 220, darken(p.fg, 0.15));
  }
  L.vignette(c);
}

function coastScene(c: Canvas, p: Palette, subject: string): void {
  const { rng } = c;
  const horizon = rng.range(430, 520);
  L.sky(c, p, horizon);
  if (p.stars) L.stars(c, p, 260, horizon - 20, false);
  else L.clouds(c, p, rng.int(3, 6), 90, horizon - 120);
  const seaCol: [string, string] = subject === 'harbour' || subject === 'boat' ? [mix(p.water[0], '#3aa6b9', 0.4), p.water[1]] : [mix(p.water[0], '#2f8fb0', 0.25), p.water[1]];
  if (subject === 'mountains' || subject === 'whale') {
    L.range(c, p, { base: horizon + 4, height: 260, colour: mix(p.far, p.haze, 0.2), snowline: horizon - 130, peaks: 4, shade: 0.3, hazeBottom: 0.6 });
  }
  L.sea(c, p, horizon, 1000, seaCol);
  const side = rng.chance(0.5) ? -1 : 1;
  // distant headland(s)
  const far: Pt[] = [];
  const x0 = side < 0 ? -20 : 1620;
  const span = rng.range(500, 800);
  for (let i = 0; i <= 20; i++) {
    const t = i / 20;
    far.push([x0 - side * span * t, horizon - (1 - t) ** 1.5 * rng.range(90, 110) - rng.range(0, 8)]);
  }
  c.add(`<path d="${smooth([...far, [x0 - side * span, horizon + 2], [x0, horizon + 2]], true)}" fill="${mix(p.far, p.haze, 0.35)}"/>`);
  // bush-covered islands scattered across the bay
  if (['', 'boat', 'harbour', 'kayak', 'dolphin', 'yacht'].includes(subject) && rng.chance(0.7)) {
    const isl: string[] = [];
    const n = rng.int(2, 5);
    for (let i = 0; i < n; i++) {
      const ix = rng.range(100, 1500);
      const iy = horizon + rng.range(8, 90);
      const iw = rng.range(60, 200) * (0.5 + (iy - horizon) / 120);
      const ih = iw * rng.range(0.18, 0.35);
      const col = mix(mix(p.green, p.far, 0.5 - (iy - horizon) / 250), p.haze, 0.25);
      isl.push(`<path d="M${r1(ix - iw)} ${r1(iy)}Q${r1(ix - iw * 0.5)} ${r1(iy - ih * 1.2)} ${r1(ix + rng.range(-iw * 0.2, iw * 0.2))} ${r1(iy - ih)}Q${r1(ix + iw * 0.6)} ${r1(iy - ih * 0.9)} ${r1(ix + iw)} ${r1(iy)}Z" fill="${col}"/><path d="M${r1(ix - iw)} ${r1(iy + 1)}L${r1(ix + iw)} ${r1(iy + 1)}" stroke="#ffffff" stroke-opacity="0.6" stroke-width="2"/>`);
    }
    c.add(isl.join(''));
  }
  // a second headland at middle distance on the other side
  if (rng.chance(0.55) && subject !== 'rocks') {
    const mx0 = side < 0 ? -20 : 1620;
    const mw = rng.range(300, 520);
    const mt = horizon - rng.range(40, 110);
    const mh: Pt[] = [];
    for (let i = 0; i <= 16; i++) {
      const t = i / 16;
      mh.push([mx0 - side * mw * t, mt + t ** 2.2 * (horizon + 60 - mt) + Math.sin(t * 7) * 4]);
    }
    mh.push([mx0 - side * mw, horizon + 70], [mx0, horizon + 70]);
    c.add(`<path d="${smooth(mh, true)}" fill="${mix(mix(p.green, p.mid, 0.5), p.haze, 0.3)}"/>`);
    c.add(`<path d="${poly(mh.slice(8, 17).map(([x, y]) => [x, y + 4] as Pt), false)}" stroke="#ffffff" stroke-opacity="0.55" stroke-width="3" fill="none"/>`);
  }
  // near cliff / headland with bush
  const cliffTop = rng.range(520, 600);
  const cl: Pt[] = [];
  const cx0 = side < 0 ? 1620 : -20;
  const w = rng.range(420, 620);
  for (let i = 0; i <= 24; i++) {
    const t = i / 24;
    cl.push([cx0 + side * w * t, cliffTop + t ** 3 * 260 + Math.sin(t * 9) * 6]);
  }
  cl.push([cx0 + side * w, 1000], [cx0, 1000]);
  if (subject !== 'rocks') {
    // rocky cliff face on the sea side, bush on top
    const face: Pt[] = cl.slice(0, 25).map(([x, y]) => [x + side * 30, y + 30] as Pt);
    c.add(`<path d="${smooth([...face, [cx0 + side * (w + 40), 1000], [cx0, 1000]], true)}" fill="${mix('#8a7766', p.far, 0.35)}"/>`);
    c.add(`<path d="${smooth(cl, true)}" fill="${c.linAbs([[0, mix(p.near, p.green, 0.5)], [1, darken(p.near, 0.35)]], 0, cliffTop, 0, 1000)}"/>`);
    const bt: string[] = [];
    for (let i = 0; i < 160; i++) {
      const t = Math.pow(rng.next(), 0.8);
      const x = cx0 + side * w * t * rng.range(0.2, 1);
      const y = cliffTop + t ** 3 * 260 + rng.range(5, 200);
      bt.push(`<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(rng.range(6, 14))}"/>`);
    }
    c.add(`<g fill="${darken(p.green, 0.25)}" fill-opacity="0.45">${bt.join('')}</g>`);
  }
  // beach in the foreground
  const beach: Pt[] = [];
  for (let i = 0; i <= 12; i++) beach.push([-40 + i * 140, 860 + Math.sin(i * 0.8 + rng.range(0, 1)) * 18 - (side > 0 ? i * 4 : (12 - i) * 4)]);
  if (subject === 'rocks') {
    // pancake rocks: layered limestone stacks rising from a rock platform, surf booming between
    const rock = mix('#a89c8c', p.far, 0.2);
    const plat: Pt[] = [[-40, 760], [200, 740], [420, 780], [640, 750], [900, 790], [1150, 760], [1400, 780], [1640, 750], [1640, 1000], [-40, 1000]];
    const stacks: string[] = [];
    for (let k = 0; k < 6; k++) {
      const sx = 100 + k * 280 + rng.range(-60, 60);
      const sw = rng.range(90, 170);
      const top = rng.range(520, 680);
      for (let yy = top; yy < 820; yy += 13) {
        const ww = sw * (0.8 + Math.sin(yy * 0.21 + k * 2) * 0.1 + rng.range(-0.05, 0.05));
        const jx = rng.range(-6, 6);
        stacks.push(`<ellipse cx="${r1(sx + jx)}" cy="${r1(yy + 6)}" rx="${r1(ww / 2)}" ry="8" fill="${darken(rock, 0.35)}"/><ellipse cx="${r1(sx + jx)}" cy="${r1(yy + 3)}" rx="${r1(ww / 2 - 2)}" ry="7" fill="${mix(rock, '#ffffff', rng.range(0, 0.15))}"/>`);
      }
      stacks.push(`<path d="M${r1(sx - sw * 0.45)} ${r1(top + 6)}Q${r1(sx)} ${r1(top - 30)} ${r1(sx + sw * 0.45)} ${r1(top + 6)}Z" fill="${mix(p.green, '#4f7a3a', 0.4)}"/>`);
      // a nikau palm or two on top
      if (rng.chance(0.5)) L.treeFern(c, sx + rng.range(-20, 20), top, rng.range(80, 130), mix(p.green, '#2f5a34', 0.5));
    }
    c.add(stacks.join(''));
    c.add(`<path d="${smooth(plat, true)}" fill="${c.linAbs([[0, darken(rock, 0.15)], [1, darken(rock, 0.55)]], 0, 740, 0, 1000)}"/>`);
    c.add(`<g fill="${c.soft('#ffffff', 0.55, 0.15)}"><ellipse cx="${r1(rng.range(500, 1100))}" cy="720" rx="220" ry="150"/><ellipse cx="${r1(rng.range(300, 1300))}" cy="750" rx="160" ry="90"/></g>`);
    L.surf(c, plat.slice(0, 8).map(([x, y]) => [x, y - 4] as Pt), 3);
    L.tussock(c, 930, darken(rock, 0.6), 14, 60);
    L.vignette(c);
    return;
  }
  // sometimes a rocky shore instead of a sandy beach
  if (['', 'boat', 'whale', 'albatross', 'lighthouse', 'gannets', 'harbour', 'mountains'].includes(subject) && rng.chance(0.4)) {
    const shore: Pt[] = [];
    for (let i = 0; i <= 16; i++) shore.push([-40 + i * 105, 880 + rng.range(-30, 25)]);
    const rockCol = mix('#6f6a62', p.far, 0.3);
    c.add(`<path d="${poly([...shore, [1640, 1000], [-40, 1000]])}" fill="${c.linAbs([[0, rockCol], [1, darken(rockCol, 0.5)]], 0, 850, 0, 1000)}"/>`);
    const boulders: string[] = [];
    for (let i = 0; i < 14; i++) boulders.push(`<ellipse cx="${r1(rng.range(0, 1600))}" cy="${r1(rng.range(870, 990))}" rx="${r1(rng.range(30, 90))}" ry="${r1(rng.range(16, 40))}" fill="${mix(rockCol, rng.chance(0.5) ? '#ffffff' : '#000000', rng.range(0.05, 0.2))}"/>`);
    c.add(boulders.join(''));
    L.surf(c, shore.map(([x, y]) => [x, y - 6] as Pt), 3);
    L.tussock(c, 940, mix(p.green, '#8a7a3a', 0.5), 16, 70);
  } else {
    c.add(`<path d="${smooth(beach)}L1640 1000L-40 1000Z" fill="${c.linAbs([[0, subject === 'surf' ? '#3b3a3a' : p.sand], [1, darken(subject === 'surf' ? '#2a2929' : p.sand, 0.2)]], 0, 840, 0, 1000)}"/>`);
    L.surf(c, beach.map(([x, y]) => [x, y - 2] as Pt), 4);
  }
  // subject
  const sx = side < 0 ? rng.range(350, 700) : rng.range(900, 1250);
  const sy = horizon + rng.range(120, 220);
  switch (subject) {
    case 'whale': S.whaleTail(c, sx, sy + 40, 120, darken(p.fg, 0.1)); S.boat(c, sx + 260 * -side, sy - 30, 28, p.fg); break;
    case 'dolphin': {
      c.add(`<g>${S.dolphin(sx, sy, 40, '#3d4c5e')}${S.dolphin(sx + 110, sy + 40, 34, '#33404f', true)}${S.dolphin(sx - 90, sy + 70, 30, '#3d4c5e')}</g>`);
      c.add(`<g fill="${c.soft('#ffffff', 1, 0.3)}" fill-opacity="0.7"><ellipse cx="${r1(sx)}" cy="${r1(sy + 22)}" rx="70" ry="6"/><ellipse cx="${r1(sx + 110)}" cy="${r1(sy + 58)}" rx="60" ry="5"/></g>`);
      break;
    }
    case 'boat': S.boat(c, sx, sy, 55, p.fg, 'cruise'); break;
    case 'yacht': S.boat(c, sx, sy, 60, p.fg, 'yacht'); S.boat(c, sx - 300 * side, sy - 50, 30, p.fg, 'yacht'); break;
    case 'kayak': S.kayak(c, sx, sy + 80, 50, p.fg); S.kayak(c, sx + 160, sy + 40, 38, p.fg); break;
    case 'surf': {
      // a rolling wave with a surfer
      const wy = 760;
      c.add(`<path d="M-20 ${wy}Q400 ${wy - 90} 800 ${wy - 30}Q1000 ${wy - 140} 1180 ${wy - 60}Q1300 ${wy - 10} 1620 ${wy}L1620 ${wy + 60}L-20 ${wy + 60}Z" fill="${c.linAbs([[0, '#5fc1c9'], [1, '#1f6f86']], 0, wy - 140, 0, wy + 60)}"/>`);
      c.add(`<path d="M800 ${wy - 30}Q1000 ${wy - 140} 1180 ${wy - 60}" stroke="#ffffff" stroke-width="10" fill="none" stroke-opacity="0.85"/>`);
      c.add(`<g transform="rotate(-8 1000 ${wy - 90})"><ellipse cx="1000" cy="${wy - 88}" rx="48" ry="8" fill="#f3a712"/>${S.person(1000, wy - 92, 70, '#121417', 'arms-up')}</g>`);
      break;
    }
    case 'lighthouse': c.add(S.lighthouse(side < 0 ? 1620 - w * 0.3 : w * 0.3 - 20, cliffTop + 20, 110)); break;
    case 'albatross': c.add(S.albatross(sx, horizon - 160, 60, darken(p.fg, 0.05)) + S.albatross(sx + 300, horizon - 230, 32, darken(p.fg, 0.05))); break;
    case 'gannets': S.birds(c, sx, horizon - 150, 14, 16, '#f4f2ea'); c.add(`<g fill="#f4f2ea">${[...Array(40)].map(() => `<ellipse cx="${r1(cx0 + side * rng.range(30, w * 0.6))}" cy="${r1(cliffTop + rng.range(10, 60))}" rx="7" ry="4"/>`).join('')}</g>`); break;
    case 'seal': c.add(S.seal(side < 0 ? 1200 : 400, 905, 90, '#3b3430') + S.seal(side < 0 ? 1320 : 280, 930, 70, '#4a403a')); break;
    case 'penguin': c.add(S.penguin(700, 930, 70) + S.penguin(780, 945, 60) + S.penguin(620, 950, 55)); break;
    case 'horse': c.add(S.horseRider(sx, 905, 110, '#1a1410')); break;
    case 'harbour': S.boat(c, sx, sy, 40, p.fg, 'yacht'); c.add(`<g fill="#f4efe6">${[...Array(9)].map((_, i) => `<rect x="${r1(cx0 + side * (60 + i * 34))}" y="${r1(cliffTop + 150 + (i % 3) * 10)}" width="22" height="16"/>`).join('')}</g>`); break;
    default: S.birds(c, sx, horizon - 160, 5, 14, p.fg);
  }
  if (subject !== 'surf') L.tussock(c, 950, mix(p.sand, '#6b7a3a', 0.6), 12, 60);
  L.vignette(c);
}

function beachScene(c: Canvas, p: Palette, _subject: string): void {
  const { rng } = c;
  const horizon = rng.range(420, 480);
  L.sky(c, p, horizon);
  L.clouds(c, p, rng.int(3, 5), 80, horizon - 140);
  L.sea(c, p, horizon, 1000, ['#3fb3c2', '#0f6f8c']);
  // turquoise shallows over golden sand
  c.add(`<path d="M-20 720Q400 650 800 700T1620 690L1620 1000L-20 1000Z" fill="${c.linAbs([[0, '#6fd6d2', 0.9], [1, '#bfeee0', 0.9]], 0, 650, 0, 820)}"/>`);
  const side = rng.chance(0.5) ? -1 : 1;
  const hx = side < 0 ? -20 : 1620;
  // bush-clad headland with granite boulders
  const hd: Pt[] = [];
  for (let i = 0; i <= 20; i++) {
    const t = i / 20;
    hd.push([hx - side * (700 * t), horizon + 20 - Math.sin(t * Math.PI * 0.9) * 180 + t * 200]);
  }
  c.add(`<path d="${smooth([...hd, [hx - side * 700, 1000], [hx, 1000]], true)}" fill="${c.linAbs([[0, mix(p.green, '#2f6b3a', 0.4)], [1, darken('#2f5a34', 0.3)]], 0, horizon - 150, 0, 900)}"/>`);
  const tex: string[] = [];
  for (let i = 0; i < 90; i++) {
    const t = rng.next();
    const x = hx - side * 700 * t;
    const top = horizon + 20 - Math.sin(t * Math.PI * 0.9) * 180 + t * 200;
    tex.push(`<circle cx="${r1(x)}" cy="${r1(top + rng.range(10, 260))}" r="${r1(rng.range(10, 22))}"/>`);
  }
  c.add(`<g fill="#1f4a2b" fill-opacity="0.35">${tex.join('')}</g>`);
  const beach: Pt[] = [];
  for (let i = 0; i <= 10; i++) beach.push([-40 + i * 170, 800 + Math.sin(i * 0.9) * 20 + i * 6 * side]);
  c.add(`<path d="${smooth(beach)}L1640 1000L-40 1000Z" fill="${c.linAbs([[0, '#f4dca6'], [1, '#d9b77a']], 0, 780, 0, 1000)}"/>`);
  L.surf(c, beach.map(([x, y]) => [x, y - 3] as Pt), 2);
  c.add(`<g fill="#b8956a">${[...Array(6)].map(() => `<ellipse cx="${r1(rng.range(0, 1600))}" cy="${r1(rng.range(860, 990))}" rx="${r1(rng.range(20, 60))}" ry="${r1(rng.range(8, 20))}"/>`).join('')}</g>`);
  S.kayak(c, rng.range(500, 1000), 740, 36, p.fg);
  L.vignette(c, 0.3);
}

function fiordScene(c: Canvas, p: Palette, subject: string): void {
  const { rng } = c;
  const water = subject === 'sounds' ? 560 : 640;
  L.sky(c, p, water);
  L.clouds(c, p, rng.int(3, 6), 100, 320);
  const refl = c.open();
  if (subject === 'sounds') {
    // Marlborough Sounds: layered green ridges and drowned valleys
    for (let k = 0; k < 4; k++) {
      const col = mix(mix(p.far, p.haze, 0.2), p.green, k / 3);
      L.hills(c, p, { base: water - 100 + k * 30, amp: 70 - k * 10, colour: col, bush: k > 1, trees: 'none', dark: 0.1 });
    }
  } else {
    // Mitre Peak style spire in the distance and sheer walls either side
    const mx = rng.range(650, 950);
    const rock = mix('#6a727c', p.far, 0.45);
    const spire: Pt[] = [[mx - 360, water], [mx - 170, water - 230], [mx - 60, water - 440], [mx - 10, water - 530], [mx + 30, water - 490], [mx + 110, water - 320], [mx + 340, water]];
    c.add(`<path d="${smooth(spire)}Z" fill="${c.linAbs([[0, lighten(rock, 0.1)], [1, mix(rock, p.haze, 0.5)]], 0, water - 530, 0, water)}"/>`);
    const shadowDir = -p.light;
    c.add(`<path d="${poly(shadowDir > 0 ? [[mx - 10, water - 530], [mx + 30, water - 490], [mx + 110, water - 320], [mx + 340, water], [mx + 40, water]] : [[mx - 10, water - 530], [mx - 60, water - 440], [mx - 170, water - 230], [mx - 360, water], [mx - 40, water]])}" fill="#1b2540" fill-opacity="0.25"/>`);
    const streak: string[] = [];
    for (let i = 0; i < 14; i++) {
      const yy = water - 520 + i * 16 + rng.range(0, 10);
      const half = (yy - (water - 530)) * 0.5;
      const x = mx + rng.range(-half, half);
      streak.push(`<path d="M${r1(x)} ${r1(yy)}l${r1(rng.range(-8, 8))} ${r1(rng.range(20, 60))}"/>`);
    }
    c.add(`<g stroke="${p.snow}" stroke-width="3" stroke-linecap="round" stroke-opacity="0.8">${streak.join('')}</g>`);
    for (const side of [-1, 1]) {
      const edge = side < 0 ? -20 : 1620;
      const inner = side < 0 ? rng.range(430, 540) : rng.range(1060, 1170);
      const topY = rng.range(20, 90);
      const wall: Pt[] = [[edge, topY], [edge + (inner - edge) * 0.35, topY + 50 + rng.range(-20, 20)], [edge + (inner - edge) * 0.72, 230 + rng.range(-30, 30)], [inner, water - 70], [inner + side * 50, water]];
      const outline: Pt[] = [...wall, [edge, water]];
      const wallPath = smooth(outline, true);
      c.add(`<path d="${wallPath}" fill="${c.linAbs([[0, mix('#5f6873', p.mid, 0.4)], [0.45, mix('#3f5a4e', p.mid, 0.35)], [1, darken(mix(p.green, '#24483a', 0.5), 0.3)]], 0, topY, 0, water)}"/>`);
      const cl = c.clip(`<path d="${wallPath}"/>`);
      // glacier-scoured striations on the upper rock
      const st: string[] = [];
      for (let i = 0; i < 26; i++) {
        const x = edge + (inner - edge) * rng.range(0.05, 0.95);
        const y0 = rng.range(topY, 300);
        st.push(`<path d="M${r1(x)} ${r1(y0)}q${r1(side * rng.range(5, 25))} ${r1(rng.range(80, 160))} ${r1(side * rng.range(10, 40))} ${r1(rng.range(160, 300))}"/>`);
      }
      // dense bush on the lower slopes
      const bd: string[] = [];
      const bl: string[] = [];
      for (let i = 0; i < 260; i++) {
        const y = rng.range(260, water);
        const x = edge + (inner - edge) * rng.range(0, 1.1);
        const r = rng.range(7, 15);
        bd.push(`<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r)}"/>`);
        bl.push(`<circle cx="${r1(x - p.light * r * 0.3)}" cy="${r1(y - r * 0.3)}" r="${r1(r * 0.5)}"/>`);
      }
      c.add(`<g clip-path="${cl}"><g stroke="${darken('#5f6873', 0.35)}" stroke-width="3" fill="none" stroke-opacity="0.35">${st.join('')}</g><g fill="${mix(p.green, '#2d5a40', 0.5)}" fill-opacity="0.75">${bd.join('')}</g><g fill="${lighten(p.green, 0.1)}" fill-opacity="0.35">${bl.join('')}</g></g>`);
      if (subject === 'waterfall' || rng.chance(0.6)) {
        const fx = edge + (inner - edge) * rng.range(0.55, 0.85);
        const fy = rng.range(200, 300);
        c.add(`<path d="M${r1(fx)} ${r1(fy)}Q${r1(fx + side * 10)} ${r1((fy + water) / 2)} ${r1(fx + side * 18)} ${water}" stroke="#f4fbff" stroke-width="${subject === 'waterfall' ? 16 : 6}" fill="none" stroke-opacity="0.9"/>`);
        c.add(`<ellipse cx="${r1(fx + side * 18)}" cy="${water - 6}" rx="${subject === 'waterfall' ? 90 : 50}" ry="26" fill="${c.soft('#ffffff', 0.9, 0.3)}"/>`);
      }
    }
    // drifting mist bands
    const mist: string[] = [];
    for (let i = 0; i < 5; i++) mist.push(`<ellipse cx="${r1(rng.range(0, 1600))}" cy="${r1(rng.range(200, water - 80))}" rx="${r1(rng.range(200, 420))}" ry="${r1(rng.range(18, 40))}"/>`);
    c.add(`<g fill="${c.soft(p.cloud, 0.6, 0.3)}">${mist.join('')}</g>`);
  }
  L.haze(c, p, water - 40, 70, 0.35);
  c.close();
  L.lake(c, p, water, [refl], '#2d6d73');
  if (subject === 'boat') S.boat(c, rng.range(600, 1000), water + 110, 70, p.fg, 'cruise');
  if (subject === 'kayak') { S.kayak(c, 700, water + 190, 50, p.fg); S.kayak(c, 920, water + 140, 36, p.fg); }
  if (subject === 'plane') c.add(S.plane(rng.range(500, 1100), 220, 60, darken(p.fg, 0.2)));
  if (subject === 'sounds' || subject === 'boat') L.flax(c, rng.chance(0.5) ? 110 : 1490, 1010, 230, darken(p.fg, 0.1));
  L.vignette(c);
}

function forestScene(c: Canvas, p: Palette, subject: string): void {
  const { rng } = c;
  const night = subject === 'night' || subject === 'lanterns' || subject === 'kiwi';
  if (night) {
    c.add(`<rect width="1600" height="1000" fill="${c.linAbs([[0, '#071127'], [0.6, '#152a52'], [1, '#2b4a78']], 0, 0, 0, 700)}"/>`);
    L.stars(c, p, 260, 420, false);
    L.moon(c, rng.range(1100, 1400), 150, 30);
  } else {
    L.sky(c, p, 700);
    L.clouds(c, p, rng.int(1, 3), 80, 220);
  }
  // layered bush ridges receding into mist
  const nightCols = ['#2a4166', '#1e3352', '#142640', '#0b1829'];
  for (let k = 0; k < 4; k++) {
    const col = night ? nightCols[k]! : mix(mix(p.far, p.haze, 0.3), p.green, k / 3.2);
    L.hills(c, p, { base: 380 + k * 120, amp: 70, colour: col, bush: true, trees: k === 0 ? 'none' : 'bush', dark: 0.15 });
    if (k < 3) L.haze(c, p, 430 + k * 120, 50, night ? 0.12 : 0.28);
  }
  if (!night) L.sunRays(c, p, 0.09);
  const fg = night ? '#050a14' : darken(mix(p.fg, p.green, 0.25), 0.15);
  const fg2 = night ? '#0a1322' : mix(p.fg, p.green, 0.45);
  // mid-ground ferns, lighter, then the dark foreground framing ferns
  for (let i = 0; i < 4; i++) L.treeFern(c, rng.range(200, 1400), 880 + rng.range(0, 60), rng.range(260, 340), fg2);
  L.treeFern(c, rng.range(-40, 160), 1040, rng.range(520, 620), fg);
  L.treeFern(c, rng.range(1440, 1640), 1040, rng.range(520, 620), fg);
  L.tussock(c, 960, fg, 18, 80);
  if (subject === 'pools') {
    c.add(`<ellipse cx="800" cy="930" rx="360" ry="70" fill="${c.rad([[0, '#a9e3e8'], [1, '#3e8f9b']], 800, 930, 360, 0.2)}"/>`);
    c.add(`<g fill="${c.soft('#ffffff', 1, 0.3)}" fill-opacity="0.5">${[...Array(9)].map((_, i) => `<ellipse cx="${r1(600 + i * 50)}" cy="${r1(880 - (i % 3) * 60)}" rx="110" ry="60"/>`).join('')}</g>`);
  }
  if (subject === 'lanterns') {
    const l: string[] = [];
    for (let i = 0; i < 26; i++) {
      const x = rng.range(100, 1500);
      const y = rng.range(300, 800);
      const col = rng.pick(['#ffd27a', '#ff9f6e', '#9fe0ff', '#d9a6ff']);
      l.push(`<circle cx="${r1(x)}" cy="${r1(y)}" r="46" fill="${c.soft(col, 0.55, 0)}"/><ellipse cx="${r1(x)}" cy="${r1(y)}" rx="9" ry="13" fill="${col}"/>`);
    }
    c.add(`<path d="M0 620Q400 560 800 610T1600 580" stroke="#2e2a2a" stroke-width="10" fill="none"/><path d="M0 600Q400 540 800 590T1600 560" stroke="#3a2f25" stroke-width="3" fill="none"/>`);
    c.add(l.join(''));
  }
  if (subject === 'kiwi' || subject === 'night') {
    const gl: string[] = [];
    for (let i = 0; i < 90; i++) gl.push(`<circle cx="${r1(rng.range(0, 1600))}" cy="${r1(rng.range(620, 1000))}" r="${r1(rng.range(1, 2.5))}" fill="#8ff0ff" fill-opacity="${r1(rng.range(0.4, 1))}"/>`);
    c.add(gl.join(''));
    c.add(`<ellipse cx="800" cy="965" rx="360" ry="60" fill="${c.soft('#6f8fc0', 0.35, 0.2)}"/>`);
    c.add(S.kiwi(780, 960, 130, '#03060c'));
  }
  if (subject === 'mtb') {
    c.add(`<path d="M-20 960Q500 860 900 900T1620 860" stroke="#6b4f36" stroke-width="46" fill="none"/>`);
    c.add(S.cyclist(900, 890, 150, '#101418', S.accent(c)));
  }
  if (subject === 'bird') {
    c.add(`<g fill="#1a1f1c"><path d="M1100 420q40 -30 80 -10q20 10 30 40q-40 -10 -60 0q-30 -5 -50 -30z"/><path d="M1180 410l40 -6l-36 16z" fill="#e8b24a"/><path d="M1160 450l-10 70M1175 452l-3 68" stroke="#1a1f1c" stroke-width="4"/></g>`);
    c.add(`<path d="M980 470Q1150 440 1320 480" stroke="#3a2a1e" stroke-width="12" fill="none"/>`);
  }
  L.vignette(c, night ? 0.45 : 0.38);
}

function geothermalScene(c: Canvas, p: Palette, subject: string): void {
  const { rng } = c;
  const horizon = 520;
  L.sky(c, p, horizon + 80);
  L.clouds(c, p, rng.int(1, 3), 80, 240);
  L.hills(c, p, { base: horizon - 30, amp: 50, colour: mix(p.far, p.haze, 0.25), bush: true, trees: 'none', dark: 0.05 });
  L.hills(c, p, { base: horizon + 40, amp: 40, colour: mix(p.mid, p.green, 0.45), bush: true, dark: 0.1 });
  // the sinter flat: pale silica with ochre and rust mineral stains
  const flat: Pt[] = [];
  for (let i = 0; i <= 16; i++) flat.push([-40 + i * 105, horizon + 110 + Math.sin(i * 1.3) * 18 + rng.range(-10, 10)]);
  const flatPath = `${smooth(flat)}L1640 1000L-40 1000Z`;
  c.add(`<path d="${flatPath}" fill="${c.linAbs([[0, '#ece6d6'], [1, '#cfc4ab']], 0, horizon + 100, 0, 1000)}"/>`);
  const cl = c.clip(`<path d="${flatPath}"/>`);
  const stains: string[] = [];
  for (let i = 0; i < 26; i++) stains.push(`<ellipse cx="${r1(rng.range(0, 1600))}" cy="${r1(rng.range(horizon + 120, 1000))}" rx="${r1(rng.range(60, 220))}" ry="${r1(rng.range(10, 40))}" fill="${c.soft(rng.pick(['#d9a05b', '#c77b3f', '#b8643a', '#e3c27a', '#9aa05a']), 0.7, 0.2)}"/>`);
  const cracks: string[] = [];
  for (let i = 0; i < 40; i++) { const x = rng.range(0, 1600); const y = rng.range(horizon + 130, 1000); cracks.push(`<path d="M${r1(x)} ${r1(y)}q${r1(rng.range(20, 60))} ${r1(rng.range(-6, 6))} ${r1(rng.range(60, 140))} ${r1(rng.range(-4, 8))}"/>`); }
  c.add(`<g clip-path="${cl}">${stains.join('')}<g stroke="#b5a98e" stroke-width="2" fill="none" stroke-opacity="0.5">${cracks.join('')}</g></g>`);
  // milky-blue hot pools with orange rims
  const pools: [number, number, number][] = [];
  for (let i = 0; i < 3; i++) pools.push([rng.range(150, 1450), horizon + 170 + i * 120 + rng.range(-20, 20), rng.range(120, 230) * (0.8 + i * 0.15)]);
  for (const [x, y, rx] of pools) {
    const blob: Pt[] = [];
    for (let k = 0; k < 12; k++) {
      const a = (k / 12) * Math.PI * 2;
      const rr = rx * rng.range(0.85, 1.1);
      blob.push([x + Math.cos(a) * rr, y + Math.sin(a) * rr * 0.24]);
    }
    blob.push(blob[0]!);
    const d = smooth(blob, true);
    c.add(`<path d="${d}" fill="#c98a45" transform="translate(0 4)"/><path d="${d}" fill="${c.rad([[0, '#c9f4f2'], [0.55, '#5cc9cf'], [1, '#2b8fa6']], x, y, rx, 0.24)}"/><path d="${d}" fill="none" stroke="#e7d8b0" stroke-width="3" stroke-opacity="0.8"/>`);
  }
  // steam: plumes of soft puffs that grow and drift downwind
  const steam = c.soft('#ffffff', 0.9, 0.25);
  const st: string[] = [];
  const sources: [number, number][] = pools.map(([x, y]) => [x, y]);
  for (let i = 0; i < 3; i++) sources.push([rng.range(100, 1500), horizon + rng.range(40, 120)]);
  const wind = -p.light * rng.range(0.6, 1.4);
  for (const [x, y] of sources) {
    const n = rng.int(10, 16);
    for (let k = 0; k < n; k++) {
      const t = k / n;
      const rr = 30 + t * 90 + rng.range(-10, 20);
      st.push(`<ellipse cx="${r1(x + wind * t * t * 300 + rng.range(-30, 30))}" cy="${r1(y - t * 360 + rng.range(-15, 15))}" rx="${r1(rr * 1.15)}" ry="${r1(rr)}" fill-opacity="${r1(0.6 * (1 - t * 0.75))}"/>`);
    }
  }
  c.add(`<g fill="${steam}">${st.join('')}</g>`);
  if (subject === 'geyser') {
    const gx = rng.range(650, 950);
    const gy = horizon + 150;
    const col: string[] = [];
    for (let k = 0; k < 22; k++) {
      const t = k / 22;
      col.push(`<ellipse cx="${r1(gx + wind * t * t * 120 + rng.range(-10, 10))}" cy="${r1(gy - t * 520)}" rx="${r1(26 + t * 110)}" ry="${r1(40 + t * 60)}"/>`);
    }
    c.add(`<g fill="${c.soft('#ffffff', 1, 0.4)}">${col.join('')}</g>`);
    c.add(`<path d="M${r1(gx - 18)} ${gy}Q${r1(gx)} ${gy - 260} ${r1(gx + 10)} ${gy - 380}Q${r1(gx + 18)} ${gy - 260} ${r1(gx + 22)} ${gy}Z" fill="#ffffff" fill-opacity="0.9"/>`);
    c.add(`<ellipse cx="${r1(gx)}" cy="${gy + 6}" rx="90" ry="16" fill="#bda47a"/>`);
    const bx = gx < 800 ? 1000 : 200;
    c.add(`<rect x="${bx}" y="${horizon + 330}" width="380" height="10" fill="#5a3e2a"/><g>${[...Array(7)].map((_, i) => S.person(bx + 30 + i * 50, horizon + 330, 54, '#1d1b1a', 'stand', S.accent(c))).join('')}</g>`);
  }
  if (subject === 'pools') {
    c.add(`<rect x="0" y="900" width="1600" height="100" fill="${c.linAbs([[0, '#8ad6d9'], [1, '#3c8fa0']], 0, 900, 0, 1000)}"/><rect x="0" y="896" width="1600" height="8" fill="#a88d6a"/>`);
    for (let i = 0; i < 4; i++) c.add(`<g>${S.person(420 + i * 220, 960, 90, '#2a1f1a', 'stand', S.accent(c))}</g>`);
    c.add(`<rect x="0" y="940" width="1600" height="60" fill="#5cb8c4" fill-opacity="0.85"/>`);
  }
  L.flax(c, 80, 1010, 220, darken(p.fg, 0.05));
  L.vignette(c, 0.3);
}

function snowScene(c: Canvas, p: Palette, subject: string): void {
  const { rng } = c;
  const horizon = 560;
  L.sky(c, p, horizon + 100);
  L.clouds(c, p, rng.int(1, 4), 90, 250, 0.8);
  const snowy = { ...p, snow: p.snow };
  L.range(c, snowy, { base: horizon - 30, height: 330, colour: mix(p.snowShade, p.far, 0.35), snowline: horizon - 340, shade: 0.35, peaks: 4 });
  L.range(c, snowy, { base: horizon + 40, height: 260, colour: mix(p.snowShade, p.mid, 0.3), snowline: horizon + 60, shade: 0.35, peaks: 3 });
  if (subject === 'antarctic') {
    L.sea(c, p, horizon + 60, 1000, ['#6fa6c6', '#1e4d6f']);
    const floes: string[] = [];
    for (let i = 0; i < 14; i++) {
      const x = rng.range(0, 1600);
      const y = rng.range(horizon + 100, 980);
      const w = rng.range(40, 180) * (y / 800);
      floes.push(`<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(w)}" ry="${r1(w * 0.15)}" fill="#f4fbff"/>`);
    }
    c.add(floes.join(''));
    c.add(S.penguin(600, 960, 90) + S.penguin(700, 975, 80));
    L.vignette(c, 0.3);
    return;
  }
  if (subject === 'lake') {
    c.add(`<rect x="0" y="${horizon + 40}" width="1600" height="120" fill="${c.linAbs([[0, '#6cc7cf'], [1, '#2f8d9e']], 0, horizon + 40, 0, horizon + 160)}"/>`);
  }
  // ski slope in the foreground
  const slope: Pt[] = [[-40, 620], [300, 650], [700, 720], [1100, 810], [1640, 900], [1640, 1000], [-40, 1000]];
  c.add(`<path d="${smooth(slope, true)}" fill="${c.linAbs([[0, '#ffffff'], [1, mix(p.snow, p.snowShade, 0.6)]], 0, 620, 0, 1000)}"/>`);
  // groomed corduroy and ski tracks
  const tr: string[] = [];
  for (let i = 0; i < 10; i++) tr.push(`<path d="M${r1(rng.range(-100, 500))} ${r1(rng.range(640, 760))}Q${r1(rng.range(500, 900))} ${r1(rng.range(760, 900))} ${r1(rng.range(1100, 1700))} ${r1(rng.range(880, 1000))}" stroke="${p.snowShade}" stroke-width="2" fill="none" stroke-opacity="0.5"/>`);
  c.add(tr.join(''));
  if (subject === 'ski' || subject === 'lesson' || subject === 'heli' || subject === 'lake' || subject === '') {
    // chairlift line
    const towers: string[] = [];
    for (let i = 0; i < 5; i++) {
      const x = 1500 - i * 230;
      const y = 850 - i * 60;
      towers.push(`<rect x="${x - 4}" y="${y - 110}" width="8" height="110" fill="#3a4048"/><rect x="${x - 30}" y="${y - 116}" width="60" height="8" fill="#3a4048"/>`);
    }
    c.add(towers.join('') + `<path d="M1500 734L1270 674L1040 614L810 554L580 494" stroke="#3a4048" stroke-width="2" fill="none"/><path d="M1530 734L1300 674L1070 614L840 554L610 494" stroke="#3a4048" stroke-width="2" fill="none"/>`);
    for (let i = 0; i < 4; i++) {
      const x = 1400 - i * 230;
      const y = 705 - i * 60;
      c.add(`<g fill="#3a4048"><rect x="${x - 2}" y="${y}" width="3" height="22"/><rect x="${x - 20}" y="${y + 22}" width="40" height="6"/></g>`);
    }
  }
  const colours = ['#e4572e', '#2e86ab', '#f3a712', '#3bb273', '#8e44ad'];
  if (subject === 'nordic') {
    c.add(`<path d="M-20 900Q800 820 1620 880M-20 916Q800 836 1620 896" stroke="#c6d4e6" stroke-width="4" fill="none"/>`);
    for (let i = 0; i < 3; i++) c.add(S.skier(500 + i * 260, 870 - i * 10, 110, '#1a1d24', colours[i]!));
  } else if (subject === 'heli') {
    c.add(S.helicopter(1100, 330, 90, '#1d2430'));
    for (let i = 0; i < 4; i++) c.add(S.skier(300 + i * 120, 720 + i * 20, 80, '#1a1d24', colours[i]!, i % 2 === 1));
  } else if (subject === 'gear' || subject === 'clothing') {
    // skis and a board planted in the snow, jackets hung on the rack
    for (let i = 0; i < 4; i++) {
      const x = 560 + i * 70;
      c.add(`<g transform="rotate(${r1(-6 + i * 4)} ${x} 930)"><rect x="${x - 10}" y="620" width="20" height="330" rx="10" fill="${colours[i]}"/><rect x="${x - 10}" y="650" width="20" height="40" fill="#ffffff" fill-opacity="0.5"/></g>`);
    }
    c.add(`<g transform="rotate(8 1000 930)"><rect x="960" y="640" width="80" height="300" rx="40" fill="#1f2a44"/><path d="M960 720h80v30h-80z" fill="#f3a712"/></g>`);
    if (subject === 'clothing') {
      c.add(`<rect x="1120" y="640" width="300" height="10" fill="#5b4636"/><rect x="1130" y="640" width="10" height="310" fill="#5b4636"/><rect x="1400" y="640" width="10" height="310" fill="#5b4636"/>`);
      for (let i = 0; i < 3; i++) {
        const x = 1180 + i * 85;
        c.add(`<path d="M${x} 655l-35 20l-10 110l20 0l5 -70l5 110l60 0l5 -110l5 70l20 0l-10 -110l-35 -20z" fill="${colours[i + 1]}"/>`);
      }
    }
    c.add(`<g fill="#ffffff">${[...Array(8)].map(() => `<ellipse cx="${r1(rng.range(500, 1100))}" cy="${r1(rng.range(930, 960))}" rx="${r1(rng.range(30, 80))}" ry="10"/>`).join('')}</g>`);
  } else {
    const n = subject === 'lesson' ? 5 : 3;
    for (let i = 0; i < n; i++) {
      const x = 300 + i * (subject === 'lesson' ? 180 : 320) + rng.range(-30, 30);
      const y = 700 + (x / 1600) * 200 + rng.range(0, 40);
      c.add(S.skier(x, y, subject === 'lesson' && i === 0 ? 120 : 100, '#1a1d24', colours[i % colours.length]!, i === 1));
    }
  }
  c.add(`<g fill="#ffffff" fill-opacity="0.85">${[...Array(subject === 'lake' ? 0 : 60)].map(() => `<circle cx="${r1(rng.range(0, 1600))}" cy="${r1(rng.range(0, 1000))}" r="${r1(rng.range(1.5, 4))}"/>`).join('')}</g>`);
  L.vignette(c, 0.28);
}

function cityScene(c: Canvas, p: Palette, subject: string): void {
  const { rng } = c;
  const water = subject === 'artdeco' || subject === 'victorian' || subject === 'castle' || subject === 'food' ? 0 : 700;
  const ground = water || 760;
  const lit = p.time === 'dusk' || p.time === 'night' || p.time === 'golden' || subject === 'food';
  L.sky(c, p, ground);
  if (p.stars) L.stars(c, p, 150, 400, false);
  else L.clouds(c, p, rng.int(2, 4), 90, 300);
  L.hills(c, p, { base: ground - 180, amp: 60, colour: mix(p.far, p.haze, 0.2), bush: false, dark: 0.05 });
  const refl = c.open();
  const bcol = mix(p.mid, '#2b3448', 0.5);
  const win = lit ? '#ffd98a' : lighten(bcol, 0.35);
  const B: string[] = [];
  const W: string[] = [];
  if (subject === 'castle') {
    const x = 800;
    const y = ground;
    B.push(`<rect x="${x - 220}" y="${y - 210}" width="440" height="210"/><rect x="${x - 60}" y="${y - 320}" width="120" height="320"/>`);
    for (let i = 0; i < 11; i++) B.push(`<rect x="${x - 220 + i * 40}" y="${y - 228}" width="22" height="20"/>`);
    for (let i = 0; i < 4; i++) B.push(`<rect x="${x - 60 + i * 33}" y="${y - 338}" width="20" height="20"/>`);
    for (let i = 0; i < 6; i++) W.push(`<rect x="${x - 190 + i * 70}" y="${y - 160}" width="20" height="40" rx="10"/><rect x="${x - 190 + i * 70}" y="${y - 90}" width="20" height="40" rx="10"/>`);
  } else {
    let x = -20;
    while (x < 1640) {
      const w = subject === 'artdeco' || subject === 'victorian' ? rng.range(120, 200) : rng.range(50, 120);
      const h = subject === 'artdeco' ? rng.range(110, 200) : subject === 'victorian' ? rng.range(140, 240) : rng.range(80, 330) * (1 - Math.abs(x - 800) / 1400);
      const y = ground - h;
      B.push(`<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w - 4)}" height="${r1(h)}"/>`);
      if (subject === 'artdeco') {
        const pastel = rng.pick(['#f2d3b3', '#cfe3d6', '#f4c7c3', '#f6e7b0', '#c9d8ef', '#e8d1ea']);
        W.push(`<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w - 4)}" height="${r1(h)}" fill="${mix(pastel, p.haze, 0.15)}"/>`);
        W.push(`<path d="M${r1(x + w * 0.3)} ${r1(y)}L${r1(x + w * 0.5)} ${r1(y - 40)}L${r1(x + w * 0.7)} ${r1(y)}Z" fill="${mix(pastel, '#ffffff', 0.3)}"/>`);
        for (let k = 0; k < 3; k++) W.push(`<rect x="${r1(x + w * 0.15 + k * w * 0.25)}" y="${r1(y + 20)}" width="${r1(w * 0.12)}" height="${r1(h - 60)}" fill="${darken(pastel, 0.12)}"/>`);
        W.push(`<rect x="${r1(x)}" y="${r1(ground - 40)}" width="${r1(w - 4)}" height="8" fill="${darken(pastel, 0.3)}"/>`);
      } else if (subject === 'victorian') {
        W.push(`<path d="M${r1(x - 4)} ${r1(y)}L${r1(x + w / 2)} ${r1(y - 50)}L${r1(x + w)} ${r1(y)}Z" fill="${bcol}"/>`);
        for (let r = y + 25; r < ground - 30; r += 45) for (let k = x + 14; k < x + w - 24; k += 30) W.push(`<rect x="${r1(k)}" y="${r1(r)}" width="12" height="26" rx="6"/>`);
      } else {
        for (let r = y + 12; r < ground - 12; r += 22) for (let k = x + 8; k < x + w - 14; k += 16) if (rng.chance(lit ? 0.55 : 0.8)) W.push(`<rect x="${r1(k)}" y="${r1(r)}" width="7" height="11"/>`);
      }
      x += w;
    }
    if (subject === 'skytower' || subject === '' ) {
      const tx = rng.range(600, 1000);
      B.push(`<path d="M${r1(tx - 14)} ${ground}L${r1(tx - 8)} ${ground - 430}L${r1(tx + 8)} ${ground - 430}L${r1(tx + 14)} ${ground}Z"/><ellipse cx="${r1(tx)}" cy="${ground - 440}" rx="42" ry="22"/><rect x="${r1(tx - 30)}" y="${ground - 470}" width="60" height="24" rx="10"/><rect x="${r1(tx - 3)}" y="${ground - 600}" width="6" height="140"/>`);
      if (lit) W.push(`<ellipse cx="${r1(tx)}" cy="${ground - 440}" rx="38" ry="5" fill="#9fe0ff"/>`);
    }
  }
  c.add(`<g fill="${bcol}">${B.join('')}</g><g fill="${win}" fill-opacity="${lit ? 0.9 : 0.5}">${W.join('')}</g>`);
  c.close();
  if (water) {
    L.lake(c, p, water, [refl], '#2e6f8e');
    if (subject !== 'victorian') S.boat(c, rng.range(300, 1300), water + 150, 44, p.fg, rng.chance(0.5) ? 'yacht' : 'cruise');
  } else {
    c.add(`<rect x="0" y="${ground}" width="1600" height="${1000 - ground}" fill="${c.linAbs([[0, mix('#8c8a84', p.haze, 0.2)], [1, '#4a4a48']], 0, ground, 0, 1000)}"/>`);
    for (let i = 0; i < 12; i++) c.add(S.person(rng.range(50, 1550), rng.range(830, 990), rng.range(70, 110), darken(p.fg, 0.2), 'walk', S.accent(c)));
    if (subject === 'castle') {
      c.add(`<rect x="0" y="${ground}" width="1600" height="${1000 - ground}" fill="${c.linAbs([[0, '#5e8a46'], [1, '#2f4f2a']], 0, ground, 0, 1000)}"/>`);
    }
    if (subject === 'food') {
      const lights: string[] = [];
      for (let i = 0; i < 30; i++) { const x = i * 55 + 10; const y = 520 + Math.sin(i / 29 * Math.PI) * 80; lights.push(`<circle cx="${x}" cy="${r1(y)}" r="6" fill="#ffd98a"/><circle cx="${x}" cy="${r1(y)}" r="20" fill="#ffd98a" fill-opacity="0.2"/>`); }
      c.add(`<path d="M0 520Q800 700 1600 520" stroke="#222" stroke-width="2" fill="none"/>${lights.join('')}`);
    }
  }
  L.vignette(c, 0.32);
}

function glacierScene(c: Canvas, p: Palette, subject: string): void {
  const { rng } = c;
  L.sky(c, p, 700);
  L.clouds(c, p, rng.int(2, 4), 90, 250);
  L.range(c, p, { base: 430, height: 330, colour: mix(p.snowShade, p.far, 0.3), snowline: 420, shade: 0.35, peaks: 4 });
  // the ice tongue: a blue-white river of ice flowing toward the viewer
  const cx = rng.range(650, 950);
  const ice: Pt[] = [];
  for (let i = 0; i <= 12; i++) {
    const t = i / 12;
    ice.push([cx - 120 - t * 330 + Math.sin(t * 5) * 30, 380 + t * 640]);
  }
  const iceR: Pt[] = [];
  for (let i = 12; i >= 0; i--) {
    const t = i / 12;
    iceR.push([cx + 120 + t * 330 + Math.sin(t * 4 + 1) * 30, 380 + t * 640]);
  }
  c.add(`<path d="${smooth([...ice, ...iceR], true)}" fill="${c.linAbs([[0, '#f4fbff'], [0.5, '#d7eef8'], [1, '#9fd2e6']], 0, 380, 0, 1000)}"/>`);
  // crevasses
  const cr: string[] = [];
  for (let i = 0; i < 34; i++) {
    const t = rng.range(0.1, 1);
    const y = 380 + t * 640;
    const half = 120 + t * 330;
    const x = cx + rng.range(-half * 0.8, half * 0.8);
    const w = rng.range(20, 70) * t;
    cr.push(`<path d="M${r1(x - w)} ${r1(y)}Q${r1(x)} ${r1(y + 6 * t)} ${r1(x + w)} ${r1(y - 3)}" stroke="#5aa6c9" stroke-width="${r1(2 + t * 4)}" fill="none" stroke-opacity="0.7"/>`);
  }
  c.add(cr.join(''));
  // dark rainforest walls either side
  for (const side of [-1, 1]) {
    const edge = side < 0 ? -40 : 1640;
    const wall: Pt[] = [[edge, 340], [cx + side * 150, 400], [cx + side * 300, 620], [cx + side * 470, 1000], [edge, 1000]];
    c.add(`<path d="${smooth(wall, true)}" fill="${c.linAbs([[0, mix(p.mid, '#3d5a48', 0.5)], [1, darken(p.green, 0.45)]], 0, 340, 0, 1000)}"/>`);
    const t: string[] = [];
    for (let i = 0; i < 80; i++) {
      const y = rng.range(420, 1000);
      const k = (y - 340) / 660;
      const inner = cx + side * (150 + k * 320);
      const x = inner + side * rng.range(20, 500);
      t.push(`<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(rng.range(10, 22))}"/>`);
    }
    c.add(`<g fill="${darken(p.green, 0.25)}" fill-opacity="0.5">${t.join('')}</g>`);
  }
  if (subject === 'heli') {
    c.add(S.helicopter(cx + 300, 300, 80, '#1d2430'));
    for (let i = 0; i < 5; i++) c.add(S.person(cx - 80 + i * 36, 800 + i * 6, 55, '#1d2430', 'walk', S.accent(c)));
  }
  if (subject === 'plane') c.add(S.plane(cx - 250, 260, 70, '#c1292e'));
  L.vignette(c);
}

function vineyardScene(c: Canvas, p: Palette, subject: string): void {
  const { rng } = c;
  const horizon = 470;
  L.sky(c, p, horizon + 60);
  L.clouds(c, p, rng.int(2, 4), 80, 260);
  if (subject === 'island') L.sea(c, p, horizon, horizon + 60, ['#4aa8c4', '#2b7fa0']);
  else L.range(c, p, { base: horizon + 10, height: subject === 'valley' ? 330 : 200, colour: mix(p.far, p.haze, 0.25), snowline: subject === 'valley' ? horizon - 230 : null, shade: 0.3 });
  L.hills(c, p, { base: horizon + 40, amp: 30, colour: mix(p.mid, p.green, 0.5), bush: true, dark: 0.05 });
  // the vineyard: golden-green ground with rows converging to a vanishing point
  const top = horizon + 60;
  const autumn = subject === 'rows' && rng.chance(0.5);
  const ground = autumn ? '#c8a14a' : mix(p.green, '#b5b04a', 0.35);
  c.add(`<path d="M-40 ${top}Q800 ${top - 30} 1640 ${top}L1640 1000L-40 1000Z" fill="${c.linAbs([[0, lighten(ground, 0.1)], [1, darken(ground, 0.2)]], 0, top, 0, 1000)}"/>`);
  const vx = rng.range(500, 1100);
  const vy = top - 80;
  const rows: string[] = [];
  const leaves = autumn ? ['#c0552f', '#e09b3d', '#a23b2b'] : ['#2f6b2e', '#3d7f35', '#285c28'];
  for (let i = -30; i <= 30; i++) {
    const bx = vx + i * 130;
    rows.push(`<path d="M${r1(vx + i * 6)} ${r1(top)}L${r1(bx)} 1040" stroke="${rng.pick(leaves)}" stroke-width="${r1(Math.abs(i) < 3 ? 18 : 22)}" stroke-linecap="round"/>`);
  }
  c.add(`<g clip-path="${c.clip(`<rect x="0" y="${top}" width="1600" height="${1000 - top}"/>`)}">${rows.join('')}</g>`);
  void vy;
  // shade between rows
  c.add(`<rect x="0" y="${top}" width="1600" height="${1000 - top}" fill="${c.linAbs([[0, p.haze, 0.45], [0.3, p.haze, 0]], 0, top, 0, 1000)}"/>`);
  // a cellar door building
  const bx = vx < 800 ? 1250 : 300;
  c.add(`<g><rect x="${bx - 90}" y="${top - 50}" width="180" height="60" fill="#efe6d6"/><path d="M${bx - 105} ${top - 48}L${bx} ${top - 95}L${bx + 105} ${top - 48}Z" fill="#7a3b2e"/><rect x="${bx - 20}" y="${top - 30}" width="40" height="40" fill="#4a3326"/></g>`);
  if (subject === 'bike') {
    c.add(`<path d="M-20 990Q600 900 1620 960" stroke="#c9b48a" stroke-width="60" fill="none"/>`);
    c.add(S.cyclist(620, 950, 120, '#1c1d1f', S.accent(c)) + S.cyclist(860, 935, 110, '#1c1d1f', S.accent(c)));
  }
  if (p.time === 'golden' || p.time === 'morning') L.sunRays(c, p, 0.08);
  L.vignette(c, 0.3);
}

function starsScene(c: Canvas, p: Palette, subject: string): void {
  const { rng } = c;
  const horizon = rng.range(640, 700);
  L.sky(c, p, horizon + 40);
  if (subject === 'aurora') {
    const a: string[] = [];
    for (let i = 0; i < 6; i++) {
      const x = rng.range(0, 1600);
      a.push(`<ellipse cx="${r1(x)}" cy="${r1(horizon - 200)}" rx="${r1(rng.range(200, 380))}" ry="${r1(rng.range(160, 260))}" fill="${c.soft(rng.pick(['#3df2a0', '#2fd6a8', '#c25bd9', '#e26bd0']), 1, 0.1)}"/>`);
    }
    c.add(`<g fill-opacity="0.45">${a.join('')}</g>`);
  }
  L.stars(c, p, 650, horizon, subject !== 'aurora');
  const refl = c.open();
  L.range(c, p, { base: horizon, height: 220, colour: '#121a30', snowline: horizon - 140, shade: 0.2, peaks: 4 });
  c.close();
  if (subject === 'observatory') {
    L.hills(c, p, { base: horizon + 60, amp: 60, colour: '#0a0f1c', bush: false });
    const ox = rng.range(500, 1100);
    c.add(`<g fill="#b9c4dc"><path d="M${ox - 70} ${horizon + 20}a70 70 0 0 1 140 0z"/><path d="M${ox + 160} ${horizon + 40}a45 45 0 0 1 90 0z"/></g><g fill="#2a3552"><rect x="${ox - 80}" y="${horizon + 18}" width="160" height="40"/><rect x="${ox + 155}" y="${horizon + 38}" width="100" height="30"/></g><path d="M${ox - 70} ${horizon + 20}a70 70 0 0 1 70 -70v70z" fill="#8e9bb8"/><rect x="${ox - 8}" y="${horizon - 48}" width="16" height="60" fill="#ffd27a" fill-opacity="0.5"/>`);
    for (let i = 0; i < 5; i++) c.add(S.person(ox - 300 + i * 40, horizon + 120, 60, '#05070d'));
  } else {
    L.lake(c, p, horizon + 8, [refl], '#1e3a6e');
    if (subject !== 'kiwi') c.add(S.church(rng.range(300, 1300), horizon + 12, 60, '#0b101c', true));
    if (subject === 'kiwi') c.add(S.kiwi(700, 960, 110, '#05070d') + S.person(960, 980, 120, '#05070d'));
    L.tussock(c, 950, '#070a12', 26, 70);
  }
  L.vignette(c, 0.45);
}

function hillsScene(c: Canvas, p: Palette, subject: string): void {
  const { rng } = c;
  L.sky(c, p, 700);
  L.clouds(c, p, rng.int(3, 6), 90, 320);
  L.range(c, p, { base: 520, height: 120, colour: mix(p.far, p.haze, 0.3), snowline: null, shade: 0.15, peaks: 3 });
  const greens = [mix(p.green, p.far, 0.45), mix(p.green, p.far, 0.2), p.green, lighten(p.green, 0.05)];
  for (let k = 0; k < 4; k++) {
    const last = L.hills(c, p, { base: 560 + k * 110, amp: 60 + k * 10, colour: greens[k]!, bush: false, rough: 0.35, dark: 0.12 });
    // hedgerows and lone trees
    if (k < 3) {
      const t: string[] = [];
      for (let i = 0; i < 6; i++) {
        const x = rng.range(0, 1600);
        const y = L.yAt(last, x);
        t.push(`<circle cx="${r1(x)}" cy="${r1(y - 10 - k * 4)}" r="${r1(10 + k * 5)}"/>`);
      }
      c.add(`<g fill="${darken(greens[k]!, 0.35)}">${t.join('')}</g>`);
      L.specks(c, last, 10 + k * 4, '#f4f1e8', 3 + k, 90);
    }
  }
  if (subject === 'hobbit') {
    // round doors set into grassy mounds, with gardens and picket fences
    const doors = [[380, 840], [800, 780], [1220, 860]];
    for (const [x, y] of doors as [number, number][]) {
      const col = rng.pick(['#2e6bb5', '#e0b232', '#3f8f4a', '#b23a2e', '#7a3f8f']);
      const mound = mix(p.green, '#6f9a3a', 0.3);
      c.add(`<path d="M${x - 230} ${y + 90}Q${x - 160} ${y - 150} ${x} ${y - 130}Q${x + 170} ${y - 150} ${x + 240} ${y + 90}Z" fill="${c.linAbs([[0, lighten(mound, 0.12)], [1, darken(mound, 0.15)]], 0, y - 150, 0, y + 90)}"/>`);
      c.add(`<circle cx="${x}" cy="${y}" r="66" fill="#8a7050"/><circle cx="${x}" cy="${y}" r="54" fill="${col}"/>` +
        `<g stroke="${darken(col, 0.25)}" stroke-width="3">${[-36, -18, 0, 18, 36].map((d) => `<path d="M${x + d} ${y - Math.sqrt(54 * 54 - d * d) + 2}V${y + Math.sqrt(54 * 54 - d * d) - 2}"/>`).join('')}</g>` +
        `<circle cx="${x}" cy="${y}" r="7" fill="#e8c56a"/><rect x="${x - 70}" y="${y + 50}" width="140" height="16" fill="#8a7050"/>` +
        `<circle cx="${x - 120}" cy="${y - 20}" r="24" fill="#f4ead0" stroke="#8a7050" stroke-width="7"/><path d="M${x - 120} ${y - 44}V${y + 4}M${x - 144} ${y - 20}H${x - 96}" stroke="#8a7050" stroke-width="3"/>` +
        `<path d="M${x - 40} ${y + 66}L${x + 40} ${y + 66}L${x + 80} ${y + 140}L${x - 80} ${y + 140}Z" fill="#d8bf8f"/>`);
      const fence: string[] = [];
      for (let k = 0; k < 7; k++) fence.push(`<rect x="${x + 90 + k * 14}" y="${y + 40}" width="7" height="40" fill="#f1ead8"/>`);
      c.add(fence.join('') + `<rect x="${x + 88}" y="${y + 52}" width="100" height="5" fill="#f1ead8"/>`);
      c.add(`<g>${[...Array(26)].map(() => `<circle cx="${r1(x + rng.range(-200, 200))}" cy="${r1(y + rng.range(60, 100))}" r="${r1(rng.range(4, 8))}" fill="${rng.pick(['#e94f64', '#f6c945', '#b46ae0', '#ffffff', '#f08a3c'])}"/>`).join('')}</g>`);
    }
    c.add(`<path d="M1300 400l8 220h-16z" fill="${darken(p.green, 0.5)}"/><circle cx="1300" cy="390" r="90" fill="${darken(p.green, 0.25)}"/>`);
  }
  if (subject === 'gondola') {
    c.add(`<path d="M-20 300L1620 820" stroke="${p.fg}" stroke-width="3"/>`);
    c.add(`<g><rect x="898" y="582" width="4" height="30" fill="${p.fg}"/><rect x="870" y="610" width="60" height="50" rx="10" fill="#c1292e"/><rect x="878" y="618" width="44" height="20" rx="4" fill="#bfe3f2"/></g>`);
    c.add(`<path d="M300 1000Q600 880 900 930T1600 880" stroke="#7b7f86" stroke-width="26" fill="none"/>`);
  }
  L.tussock(c, 950, darken(p.green, 0.35), 20, 60);
  L.vignette(c, 0.3);
}

function caveScene(c: Canvas, _p: Palette, subject: string): void {
  const { rng } = c;
  c.add(`<rect width="1600" height="1000" fill="${c.linAbs([[0, '#061a22'], [0.55, '#0a2630'], [1, '#020a0e']], 0, 0, 0, 1000)}"/>`);
  // the glow of thousands of glowworms on the ceiling
  c.add(`<ellipse cx="800" cy="250" rx="900" ry="380" fill="${c.soft('#2fd6d0', 0.3, 0.1)}"/>`);
  const g: string[] = [];
  const gl: string[] = [];
  for (let i = 0; i < 1400; i++) {
    const x = rng.range(0, 1600);
    const y = Math.pow(rng.next(), 1.5) * 600 + 20 * Math.sin(x / 90);
    const r = rng.range(0.8, 2.6);
    const col = rng.pick(['#7ff7ff', '#5ef0d8', '#a6fff2', '#48d6ff']);
    g.push(`<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r)}" fill="${col}" fill-opacity="${r1(rng.range(0.5, 1))}"/>`);
    if (r > 2.2) gl.push(`<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r * 4)}" fill="${col}" fill-opacity="0.12"/>`);
  }
  c.add(`<g>${gl.join('')}${g.join('')}</g>`);
  const th: string[] = [];
  for (let i = 0; i < 160; i++) {
    const x = rng.range(0, 1600);
    const y = Math.pow(rng.next(), 1.5) * 560;
    th.push(`<path d="M${r1(x)} ${r1(y)}l0 ${r1(rng.range(10, 45))}" />`);
  }
  c.add(`<g stroke="#9ffcff" stroke-width="0.7" stroke-opacity="0.4">${th.join('')}</g>`);
  // stalactites and rock walls framing the grotto
  const st: string[] = [];
  for (let i = 0; i < 22; i++) {
    const x = rng.range(0, 1600);
    const w = rng.range(14, 40);
    const h = rng.range(40, 140);
    st.push(`<path d="M${r1(x - w)} 0L${r1(x + w)} 0L${r1(x + w * 0.15)} ${r1(h)}L${r1(x - w * 0.1)} ${r1(h)}Z"/>`);
  }
  c.add(`<g fill="#03090c">${st.join('')}</g>`);
  const wallL: Pt[] = [[-40, -20], [140, 60], [100, 380], [200, 660], [90, 1020], [-40, 1020]];
  const wallR: Pt[] = [[1640, -20], [1460, 100], [1520, 420], [1400, 680], [1530, 1020], [1640, 1020]];
  c.add(`<path d="${smooth(wallL, true)}" fill="#03080b"/><path d="${smooth(wallR, true)}" fill="#03080b"/>`);
  c.add(`<path d="${smooth(wallL.slice(1, 5))}" stroke="#2fd6d0" stroke-opacity="0.25" stroke-width="4" fill="none"/><path d="${smooth(wallR.slice(1, 5))}" stroke="#2fd6d0" stroke-opacity="0.25" stroke-width="4" fill="none"/>`);
  // still water mirroring the glow
  c.add(`<rect x="0" y="680" width="1600" height="320" fill="${c.linAbs([[0, '#06303a'], [1, '#010709']], 0, 680, 0, 1000)}"/>`);
  const rf: string[] = [];
  for (let i = 0; i < 420; i++) rf.push(`<rect x="${r1(rng.range(120, 1480))}" y="${r1(680 + Math.pow(rng.next(), 1.3) * 320)}" width="${r1(rng.range(3, 16))}" height="1.6" fill="#5ef0d8" fill-opacity="${r1(rng.range(0.2, 0.7))}"/>`);
  c.add(rf.join(''));
  c.add(`<rect x="0" y="678" width="1600" height="3" fill="#5ef0d8" fill-opacity="0.35"/>`);
  if (subject === 'tube') {
    for (let i = 0; i < 3; i++) {
      const x = 560 + i * 240;
      const y = 820 + i * 30;
      c.add(`<path d="M${x} ${y - 66}L${x - 200} ${y + 10}L${x - 140} ${y + 60}Z" fill="#fff6c0" fill-opacity="0.1"/><ellipse cx="${x}" cy="${y}" rx="72" ry="24" fill="#111" stroke="#333" stroke-width="10"/>${S.person(x, y - 4, 70, '#0a1418', 'stand', '#1b2b30')}<circle cx="${x}" cy="${y - 66}" r="8" fill="#fff6c0"/>`);
    }
  } else {
    c.add(`<path d="M520 850L1080 850L1040 895L560 895Z" fill="#0c1a1e"/>`);
    for (let i = 0; i < 7; i++) c.add(S.person(590 + i * 65, 856, 64, '#0c1a1e'));
    c.add(`<path d="M560 895L1040 895" stroke="#2fd6d0" stroke-opacity="0.3" stroke-width="2"/>`);
  }
}

function riverScene(c: Canvas, p: Palette, subject: string): void {
  const { rng } = c;
  const gorge = subject === 'canyon' || subject === 'bungy' || subject === 'jetboat' || subject === 'rafting' || subject === 'falls';
  L.sky(c, p, 700);
  L.clouds(c, p, rng.int(2, 5), 90, 280);
  if (subject === 'punt') {
    // willows and punt on a slow river
    L.hills(c, p, { base: 520, amp: 30, colour: mix(p.far, p.haze, 0.3), bush: true, trees: 'none' });
    const refl = c.open();
    for (let i = 0; i < 6; i++) {
      const x = i * 300 + rng.range(-40, 40);
      const h = rng.range(180, 250);
      const baseY = 610;
      const greens = [mix(p.green, '#9fbf4a', 0.45), mix(p.green, '#7aa83a', 0.3), darken(mix(p.green, '#9fbf4a', 0.3), 0.15)];
      c.add(`<path d="M${r1(x - 10)} ${baseY}Q${r1(x - 4)} ${r1(baseY - h * 0.5)} ${r1(x - 30)} ${r1(baseY - h)}L${r1(x + 20)} ${r1(baseY - h)}Q${r1(x + 6)} ${r1(baseY - h * 0.5)} ${r1(x + 12)} ${baseY}Z" fill="#3b3026"/>`);
      const leaves: string[][] = [[], [], []];
      for (let k = 0; k < 140; k++) {
        const a = rng.range(Math.PI, Math.PI * 2);
        const rr = Math.sqrt(rng.next());
        const cx = x + Math.cos(a) * rr * 150;
        const cy = baseY - h + Math.sin(a) * rr * 80 + 20;
        leaves[k % 3]!.push(`<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(rng.range(5, 10))}" ry="${r1(rng.range(8, 16))}"/>`);
      }
      const strands: string[] = [];
      for (let k = 0; k < 60; k++) {
        const sx = x + rng.range(-150, 150);
        const sy = baseY - h + rng.range(0, 40) + Math.abs(sx - x) * 0.3;
        strands.push(`<path d="M${r1(sx)} ${r1(sy)}q${r1(rng.range(-8, 8))} ${r1(h * 0.4)} ${r1(rng.range(-10, 10))} ${r1(rng.range(h * 0.5, h * 0.9))}"/>`);
      }
      c.add(`<g stroke="${greens[0]}" stroke-width="4" fill="none" stroke-linecap="round">${strands.join('')}</g>` + leaves.map((l, j) => `<g fill="${greens[j]}">${l.join('')}</g>`).join(''));
    }
    c.close();
    c.add(`<rect x="0" y="600" width="1600" height="40" fill="${darken(p.green, 0.2)}"/>`);
    L.lake(c, p, 630, [refl], '#3e6e4a');
    c.add(`<path d="M560 780L1060 780L1020 810L600 810Z" fill="#3a2a1e"/>${S.person(1000, 780, 110, '#1a1410', 'stand', '#f4efe6')}<path d="M1010 640L1060 860" stroke="#2a1e14" stroke-width="5"/>`);
    for (let i = 0; i < 3; i++) c.add(S.person(680 + i * 90, 790, 60, '#1a1410'));
    L.vignette(c, 0.3);
    return;
  }
  L.range(c, p, { base: 470, height: 260, colour: mix(p.far, p.haze, 0.2), snowline: gorge ? 330 : 360, shade: 0.3 });
  // gorge walls or braided river flats
  const turq = ['#4fc6c5', '#1f7f8f'] as [string, string];
  if (gorge) {
    for (const side of [-1, 1]) {
      const edge = side < 0 ? -40 : 1640;
      const inner = 800 + side * rng.range(110, 170);
      // jagged schist wall: uneven top, rough inner edge
      const top: Pt[] = [];
      for (let i = 0; i <= 8; i++) {
        const t = i / 8;
        top.push([edge + (inner + side * 220 - edge) * t, 380 + Math.sin(t * 5 + rng.range(0, 2)) * 20 + t * 40 + rng.range(-8, 8)]);
      }
      const innerEdge: Pt[] = [];
      for (let i = 0; i <= 14; i++) {
        const t = i / 14;
        innerEdge.push([inner + side * 220 * (1 - t) ** 1.6 + side * rng.range(-18, 18) - side * t * 40, 430 + t * 580]);
      }
      const wall: Pt[] = [...top, ...innerEdge, [edge, 1010]];
      const rock = mix('#8c8276', p.far, 0.25);
      const wallPath = poly(wall);
      c.add(`<path d="${wallPath}" fill="${c.linAbs([[0, lighten(rock, 0.08)], [1, darken(rock, 0.45)]], 0, 380, 0, 1000)}"/>`);
      const cl = c.clip(`<path d="${wallPath}"/>`);
      const tex: string[] = [];
      for (let i = 0; i < 90; i++) {
        const x = rng.range(Math.min(edge, inner), Math.max(edge, inner + side * 200));
        const y = rng.range(400, 1000);
        tex.push(`<path d="M${r1(x)} ${r1(y)}l${r1(side * rng.range(10, 40))} ${r1(rng.range(20, 70))}"/>`);
      }
      const lit = side === -p.light ? 0 : 0.18;
      c.add(`<g clip-path="${cl}"><g stroke="${darken(rock, 0.5)}" stroke-width="3" fill="none" stroke-opacity="0.35">${tex.join('')}</g><rect x="0" y="0" width="1600" height="1000" fill="#ffffff" fill-opacity="${lit}"/></g>`);
      // bush along the rim and clinging to ledges
      const bush: string[] = [];
      for (let i = 0; i < 70; i++) {
        const t = rng.next();
        const x = edge + (inner + side * 220 - edge) * t;
        const y = top[Math.min(8, Math.round(t * 8))]![1] + rng.range(-6, 14);
        bush.push(`<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(rng.range(8, 16))}"/>`);
      }
      for (let i = 0; i < 25; i++) {
        const k = rng.int(2, 13);
        const [ex, ey] = innerEdge[k]!;
        bush.push(`<circle cx="${r1(ex - side * rng.range(10, 60))}" cy="${r1(ey)}" r="${r1(rng.range(6, 12))}"/>`);
      }
      c.add(`<g fill="${mix(p.green, '#3d6a3a', 0.4)}">${bush.join('')}</g>`);
    }
    c.add(`<path d="M${700} 760Q800 700 900 760L${1000} 1000L600 1000Z" fill="${c.linAbs([[0, turq[0]], [1, turq[1]]], 0, 700, 0, 1000)}"/>`);
    const rip: string[] = [];
    for (let i = 0; i < 40; i++) rip.push(`<path d="M${r1(rng.range(640, 960))} ${r1(rng.range(780, 990))}q15 -4 30 0" />`);
    c.add(`<g stroke="#e8fbff" stroke-width="2" fill="none" stroke-opacity="0.6">${rip.join('')}</g>`);
  } else {
    L.hills(c, p, { base: 560, amp: 40, colour: mix(p.mid, p.green, 0.3), bush: true, dark: 0.1 });
    const banks = L.hills(c, p, { base: 640, amp: 20, colour: mix(p.green, p.near, 0.4), bush: false, dark: 0.2 });
    void banks;
    // a river meandering toward the viewer, widening with perspective
    const vx = rng.range(650, 950);
    const amp = rng.range(120, 220);
    const ph = rng.range(0, Math.PI);
    const left: Pt[] = [];
    const right: Pt[] = [];
    for (let i = 0; i <= 24; i++) {
      const t = i / 24;
      const y = 640 + t * 380;
      const cxr = vx + Math.sin(t * 4 + ph) * amp * t;
      const w = 8 + 560 * t ** 1.7;
      left.push([cxr - w / 2, y]);
      right.push([cxr + w / 2, y]);
    }
    const river = `${smooth(left)}L${right.slice().reverse().map(([x, y]) => `${r1(x)} ${r1(y)}`).join('L')}Z`;
    c.add(`<path d="${smooth(left.map(([x, y]) => [x - 14 - (y - 640) * 0.05, y] as Pt))}L${right.slice().reverse().map(([x, y]) => `${r1(x + 14 + (y - 640) * 0.05)} ${r1(y)}`).join('L')}Z" fill="${mix('#cbbd9a', p.haze, 0.15)}"/>`);
    c.add(`<path d="${river}" fill="${c.linAbs([[0, lighten(turq[0], 0.2)], [1, turq[1]]], 0, 640, 0, 1000)}"/>`);
    const rip: string[] = [];
    for (let i = 0; i < 50; i++) {
      const t = rng.range(0.1, 1);
      const y = 640 + t * 380;
      const cxr = vx + Math.sin(t * 4 + ph) * amp * t;
      const w = 8 + 560 * t ** 1.7;
      rip.push(`<path d="M${r1(cxr + rng.range(-w * 0.4, w * 0.3))} ${r1(y)}h${r1(rng.range(10, 40) * t)}"/>`);
    }
    c.add(`<g stroke="#ffffff" stroke-width="2" stroke-opacity="0.5" stroke-linecap="round">${rip.join('')}</g>`);
    for (let i = 0; i < 3; i++) L.treeFern(c, rng.chance(0.5) ? rng.range(-40, 250) : rng.range(1350, 1640), 1000 + rng.range(0, 30), rng.range(300, 420), darken(p.fg, 0.1));
    L.flax(c, rng.chance(0.5) ? 200 : 1400, 1010, 200, darken(p.fg, 0.05));
  }
  switch (subject) {
    case 'jetboat': S.boat(c, 800, 880, 60, '#111', 'jet'); break;
    case 'rafting': S.boat(c, 800, 880, 80, '#111', 'raft'); break;
    case 'kayak': S.kayak(c, 800, 880, 50, '#111'); S.kayak(c, 700, 800, 32, '#111'); break;
    case 'bungy': {
      // a suspension bridge across the gorge with a jumper below
      c.add(`<path d="M200 430Q800 520 1400 430" stroke="#3b3b3b" stroke-width="6" fill="none"/><path d="M200 470L1400 470" stroke="#4a4a4a" stroke-width="14"/>${[...Array(24)].map((_, i) => `<path d="M${250 + i * 48} ${r1(440 + Math.sin(((i + 1) / 25) * Math.PI) * 60)}L${250 + i * 48} 470" stroke="#3b3b3b" stroke-width="2"/>`).join('')}`);
      c.add(S.helmetDiver(820, 700, 70, '#111'));
      break;
    }
    case 'canyon': {
      c.add(`<path d="M260 420L800 640" stroke="#222" stroke-width="3"/><rect x="200" y="400" width="120" height="30" fill="#444"/>`);
      c.add(`<g transform="rotate(-30 800 660)">${S.person(800, 700, 80, '#111', 'arms-up', '#e4572e')}</g>`);
      break;
    }
    case 'falls': {
      c.add(`<path d="M700 520Q800 560 900 520L920 1000L680 1000Z" fill="${c.linAbs([[0, '#f4fbff'], [1, '#bfe6ef']], 0, 520, 0, 1000)}"/>`);
      c.add(`<g stroke="#ffffff" stroke-width="3" stroke-opacity="0.7">${[...Array(20)].map((_, i) => `<path d="M${710 + i * 10} 540L${700 + i * 11} 1000"/>`).join('')}</g>`);
      c.add(`<g fill="${c.soft('#ffffff', 1, 0.3)}" fill-opacity="0.6"><ellipse cx="800" cy="960" rx="260" ry="70"/></g>`);
      break;
    }
    default:
      break;
  }
  L.vignette(c, 0.32);
}

function skyScene(c: Canvas, p: Palette, subject: string): void {
  const { rng } = c;
  // aerial: we are above the clouds looking across to a lake and mountains far below
  const horizon = 520;
  L.sky(c, p, horizon + 80);
  L.range(c, p, { base: horizon, height: 120, colour: mix(p.far, p.haze, 0.5), snowline: horizon - 80, shade: 0.2, hazeBottom: 0.7 });
  c.add(`<rect x="0" y="${horizon}" width="1600" height="${1000 - horizon}" fill="${c.linAbs([[0, mix(p.green, p.haze, 0.6)], [1, mix(p.green, p.far, 0.2)]], 0, horizon, 0, 1000)}"/>`);
  // patchwork fields seen from above, in perspective
  const f: string[] = [];
  const vx = rng.range(600, 1000);
  const rowsN = 9;
  const colsN = 14;
  const fieldCols = [mix(p.green, '#c9b55a', 0.45), darken(p.green, 0.12), lighten(p.green, 0.08), mix(p.green, '#a89a52', 0.6), mix(p.green, '#6f8f3a', 0.3)];
  for (let r = 0; r < rowsN; r++) {
    const y0 = horizon + (1000 - horizon) * (r / rowsN) ** 1.8;
    const y1 = horizon + (1000 - horizon) * ((r + 1) / rowsN) ** 1.8;
    for (let k = -colsN; k <= colsN; k++) {
      const spread = (y: number): number => 40 + ((y - horizon) / (1000 - horizon)) * 520;
      const xa0 = vx + k * spread(y0) * 0.5;
      const xa1 = vx + (k + 1) * spread(y0) * 0.5;
      const xb0 = vx + k * spread(y1) * 0.5;
      const xb1 = vx + (k + 1) * spread(y1) * 0.5;
      f.push(`<path d="${poly([[xa0 + 1, y0 + 1], [xa1 - 1, y0 + 1], [xb1 - 2, y1 - 1], [xb0 + 2, y1 - 1]])}" fill="${rng.pick(fieldCols)}"/>`);
    }
  }
  c.add(`<g fill-opacity="0.75">${f.join('')}</g>`);
  c.add(`<path d="M200 ${horizon + 40}Q600 ${horizon + 10} 1000 ${horizon + 60}T1600 ${horizon + 80}L1600 ${horizon + 170}Q1000 ${horizon + 200} 600 ${horizon + 140}T200 ${horizon + 40}Z" fill="${c.linAbs([[0, '#6ac4d8'], [1, '#2f7fa0']], 0, horizon, 0, horizon + 200)}"/>`);
  L.haze(c, p, horizon + 20, 120, 0.55);
  L.clouds(c, p, 6, horizon + 120, 900, 1.6);
  if (subject === 'skydive') {
    c.add(S.skydivers(rng.range(600, 1000), rng.range(300, 420), 110, '#1a1d24', S.accent(c)));
    S.parachute(c, rng.range(1200, 1400), 200, 60, '#1a1d24');
  } else {
    S.parachute(c, rng.range(600, 1000), 260, 120, '#1a1d24', true);
  }
  L.vignette(c, 0.25);
}

function cultureScene(c: Canvas, p: Palette, subject: string): void {
  const { rng } = c;
  const ground = 800;
  L.sky(c, p, ground);
  L.clouds(c, p, rng.int(2, 4), 90, 300);
  L.hills(c, p, { base: 560, amp: 50, colour: mix(p.far, p.haze, 0.2), bush: true, trees: 'none' });
  L.hills(c, p, { base: 700, amp: 30, colour: mix(p.mid, p.green, 0.5), bush: true });
  c.add(`<rect x="0" y="${ground}" width="1600" height="${1000 - ground}" fill="${c.linAbs([[0, lighten(p.green, 0.1)], [1, darken(p.green, 0.2)]], 0, ground, 0, 1000)}"/>`);
  if (subject === 'workshop') {
    // a big workshop shed with a giant troll statue outside
    c.add(`<rect x="700" y="560" width="700" height="250" fill="#3f4650"/><path d="M680 565L1050 440L1420 565Z" fill="#2f353d"/><rect x="960" y="650" width="180" height="160" fill="#f3c36b"/>`);
    c.add(`<g fill="#5b5048"><ellipse cx="400" cy="700" rx="110" ry="140"/><circle cx="400" cy="520" r="70"/><rect x="320" y="780" width="60" height="40"/><rect x="420" y="780" width="60" height="40"/><ellipse cx="290" cy="660" rx="30" ry="90" transform="rotate(20 290 660)"/><ellipse cx="510" cy="660" rx="30" ry="90" transform="rotate(-20 510 660)"/></g><circle cx="378" cy="510" r="8" fill="#1b1b1b"/><circle cx="422" cy="510" r="8" fill="#1b1b1b"/>`);
  } else {
    // wharenui: carved meeting house with maihi (bargeboards) and koruru
    const x = 800;
    const red = '#8e2a1f';
    c.add(`<path d="M${x - 330} ${ground}L${x - 330} ${ground - 200}L${x} ${ground - 380}L${x + 330} ${ground - 200}L${x + 330} ${ground}Z" fill="#5b3a2a"/>`);
    c.add(`<path d="M${x - 380} ${ground - 170}L${x} ${ground - 400}L${x + 380} ${ground - 170}L${x + 350} ${ground - 150}L${x} ${ground - 360}L${x - 350} ${ground - 150}Z" fill="${red}"/>`);
    const koru: string[] = [];
    for (let i = 0; i < 12; i++) {
      const t = (i + 0.5) / 12;
      for (const s of [-1, 1]) {
        const kx = x + s * 365 * t;
        const ky = ground - 390 + 225 * t;
        koru.push(`<circle cx="${r1(kx)}" cy="${r1(ky)}" r="6" fill="none" stroke="#f2e8d8" stroke-width="2.5"/>`);
      }
    }
    c.add(koru.join(''));
    c.add(`<rect x="${x - 330}" y="${ground - 200}" width="30" height="200" fill="${red}"/><rect x="${x + 300}" y="${ground - 200}" width="30" height="200" fill="${red}"/>`);
    c.add(`<rect x="${x - 70}" y="${ground - 180}" width="140" height="180" fill="#2a1a12"/><rect x="${x - 200}" y="${ground - 150}" width="80" height="70" fill="#2a1a12"/><rect x="${x + 120}" y="${ground - 150}" width="80" height="70" fill="#2a1a12"/>`);
    c.add(`<g fill="${red}"><ellipse cx="${x}" cy="${ground - 420}" rx="26" ry="34"/><rect x="${x - 10}" y="${ground - 470}" width="20" height="30"/></g><circle cx="${x - 9}" cy="${ground - 424}" r="6" fill="#e9f0f0"/><circle cx="${x + 9}" cy="${ground - 424}" r="6" fill="#e9f0f0"/>`);
    c.add(`<path d="M${x - 500} ${ground + 40}L${x + 500} ${ground + 40}" stroke="#a88d6a" stroke-width="60" stroke-opacity="0.5"/>`);
  }
  for (let i = 0; i < 7; i++) c.add(S.person(rng.range(150, 1450), rng.range(880, 980), rng.range(80, 110), darken(p.fg, 0.3), 'stand', S.accent(c)));
  L.flax(c, 90, 1010, 220, darken(p.fg, 0.1));
  L.flax(c, 1520, 1010, 200, darken(p.fg, 0.1));
  L.vignette(c, 0.3);
}

const PAINTERS: Record<string, { paint: Painter; times: [TimeOfDay, number][] }> = {
  mountains: { paint: mountainsScene, times: DEFAULT_TIMES },
  lake: { paint: lakeScene, times: [['morning', 4], ['day', 3], ['golden', 3], ['dusk', 1.5]] },
  coast: { paint: coastScene, times: DEFAULT_TIMES },
  beach: { paint: beachScene, times: [['day', 5], ['morning', 2], ['golden', 1]] },
  fiord: { paint: fiordScene, times: [['overcast', 3], ['morning', 3], ['day', 2], ['golden', 1]] },
  forest: { paint: forestScene, times: [['morning', 3], ['overcast', 2], ['day', 2], ['golden', 1]] },
  geothermal: { paint: geothermalScene, times: [['morning', 3], ['day', 2], ['overcast', 2], ['golden', 1]] },
  snow: { paint: snowScene, times: [['day', 5], ['morning', 2], ['golden', 1]] },
  city: { paint: cityScene, times: [['dusk', 3], ['golden', 2], ['day', 2], ['night', 1]] },
  glacier: { paint: glacierScene, times: [['day', 3], ['morning', 2], ['overcast', 1]] },
  vineyard: { paint: vineyardScene, times: [['golden', 4], ['day', 2], ['morning', 2]] },
  stars: { paint: starsScene, times: [['night', 1]] },
  hills: { paint: hillsScene, times: [['day', 3], ['morning', 3], ['golden', 2]] },
  cave: { paint: caveScene, times: [['night', 1]] },
  river: { paint: riverScene, times: [['day', 3], ['morning', 2], ['golden', 2]] },
  sky: { paint: skyScene, times: [['day', 4], ['morning', 2], ['golden', 1]] },
  culture: { paint: cultureScene, times: [['day', 2], ['golden', 2], ['morning', 1]] },
};

/** Subjects that need a specific time of day. */
const FORCED: Record<string, TimeOfDay> = {
  'forest:night': 'night', 'forest:lanterns': 'night', 'forest:kiwi': 'night', 'city:food': 'dusk', 'stars:kiwi': 'night',
};

export const LANDSCAPE_SCENES = Object.keys(PAINTERS);

export function isLandscape(scene: string): boolean {
  return scene.split(':')[0]! in PAINTERS;
}

export function paintLandscape(scene: string, seed: number, width: number, height: number): string {
  const [base = 'mountains', subject = ''] = scene.split(':');
  const entry = PAINTERS[base];
  if (!entry) throw new Error(`unknown scene "${scene}"`);
  const rng = new Random(seed);
  const time = FORCED[scene] ?? times(rng, entry.times);
  const pal = palette(time, rng);
  const c = new Canvas(rng);
  entry.paint(c, pal, subject);
  return c.toSvg(width, height);
}

