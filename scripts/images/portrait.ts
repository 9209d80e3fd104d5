/**
 * Friendly stylised portraits (guides) and avatars (testimonials), drawn as flat illustrations.
 * Scene: 'portrait' | 'avatar', optionally ':f' or ':m' to steer hair and beard choices.
 */
import { Canvas } from './canvas';
import { Random, darken, lighten, mix, r1 } from './util';

const SKIN = ['#f6d7c3', '#eec1a0', '#e0ac86', '#c98e66', '#a86f4c', '#8a5a3c', '#6b4530', '#f1c9a5'];
const HAIR = ['#2b1d16', '#3f2a1d', '#5a3a22', '#7b4b2a', '#a0623a', '#c9a063', '#e2c98e', '#1a1a1a', '#8c8c8c', '#b04a2f'];
const BG = ['#1f6f5c', '#2c6e8f', '#7a4b8c', '#3f6fa8', '#c77d2e', '#b0453a', '#5b7f3a', '#255a7a', '#8a6d1f', '#6b4a9a'];
const SHIRT = ['#e4572e', '#f3a712', '#2e86ab', '#3bb273', '#f0e6d2', '#264653', '#e9c46a', '#d62828', '#5e548e', '#ffffff'];

export function paintPortrait(scene: string, seed: number, width: number, height: number): string {
  const [kind = 'portrait', hint = ''] = scene.split(':');
  const rng = new Random(seed);
  const c = new Canvas(rng, 1000, 1000);
  const female = hint === 'f' ? true : hint === 'm' ? false : rng.chance(0.5);
  const bg = rng.pick(BG);
  const skin = rng.pick(SKIN);
  const hair = rng.pick(HAIR);
  const shirt = rng.pick(SHIRT);
  const snowy = rng.chance(0.2);

  // background: brand colour with a soft mountain horizon (guides) or a plain disc (avatars)
  c.add(`<rect width="1000" height="1000" fill="${c.linAbs([[0, lighten(bg, 0.25)], [1, darken(bg, 0.1)]], 0, 0, 0, 1000)}"/>`);
  if (kind === 'portrait') {
    const m = lighten(bg, 0.12);
    c.add(`<path d="M0 640L150 520L260 590L420 430L560 560L700 470L860 590L1000 500L1000 1000L0 1000Z" fill="${m}" fill-opacity="0.7"/>`);
    c.add(`<path d="M420 430L470 476L440 470L420 500L395 468L370 480Z" fill="#ffffff" fill-opacity="0.7"/>`);
    c.add(`<path d="M0 760L200 680L400 740L600 660L800 730L1000 680L1000 1000L0 1000Z" fill="${darken(bg, 0.08)}" fill-opacity="0.6"/>`);
    c.add(`<circle cx="${r1(rng.range(720, 860))}" cy="${r1(rng.range(170, 260))}" r="70" fill="#fff3d6" fill-opacity="0.5"/>`);
  } else {
    c.add(`<circle cx="500" cy="500" r="430" fill="${lighten(bg, 0.35)}" fill-opacity="0.35"/>`);
  }

  const cx = 500;
  const headY = 430;
  const headRx = rng.range(150, 170);
  const headRy = headRx * rng.range(1.12, 1.25);
  const longHair = female ? rng.chance(0.7) : rng.chance(0.12);

  // hair behind the head (long styles)
  if (longHair) {
    const len = rng.range(180, 320);
    c.add(`<path d="M${cx - headRx - 30} ${headY}Q${cx - headRx - 50} ${headY + len} ${cx - headRx + 20} ${headY + len + 40}L${cx + headRx - 20} ${headY + len + 40}Q${cx + headRx + 50} ${headY + len} ${cx + headRx + 30} ${headY}Z" fill="${darken(hair, 0.1)}"/>`);
  }
  // shoulders and shirt
  const sw = rng.range(330, 380);
  c.add(`<path d="M${cx - sw} 1010Q${cx - sw} 760 ${cx - 120} 730L${cx + 120} 730Q${cx + sw} 760 ${cx + sw} 1010Z" fill="${shirt}"/>`);
  c.add(`<path d="M${cx - sw} 1010Q${cx - sw} 760 ${cx - 120} 730L${cx - 60} 730Q${cx - 200} 820 ${cx - 210} 1010Z" fill="${darken(shirt, 0.1)}"/>`);
  // neck
  c.add(`<path d="M${cx - 60} ${headY + headRy - 40}L${cx - 65} 760Q${cx} 800 ${cx + 65} 760L${cx + 60} ${headY + headRy - 40}Z" fill="${darken(skin, 0.12)}"/>`);
  // collar / outdoor jacket zip
  if (rng.chance(0.5)) {
    c.add(`<path d="M${cx - 80} 735L${cx} 830L${cx + 80} 735L${cx + 120} 745L${cx} 880L${cx - 120} 745Z" fill="${darken(shirt, 0.2)}"/><rect x="${cx - 4}" y="830" width="8" height="180" fill="${darken(shirt, 0.35)}"/>`);
  } else {
    c.add(`<path d="M${cx - 70} 740Q${cx} 820 ${cx + 70} 740" stroke="${darken(shirt, 0.25)}" stroke-width="14" fill="none"/>`);
  }
  // ears
  c.add(`<ellipse cx="${cx - headRx + 5}" cy="${headY + 20}" rx="28" ry="42" fill="${darken(skin, 0.06)}"/><ellipse cx="${cx + headRx - 5}" cy="${headY + 20}" rx="28" ry="42" fill="${darken(skin, 0.06)}"/>`);
  if (female && rng.chance(0.6)) c.add(`<circle cx="${cx - headRx + 2}" cy="${headY + 68}" r="9" fill="#f3c14b"/><circle cx="${cx + headRx - 2}" cy="${headY + 68}" r="9" fill="#f3c14b"/>`);
  // head
  c.add(`<ellipse cx="${cx}" cy="${headY}" rx="${r1(headRx)}" ry="${r1(headRy)}" fill="${skin}"/>`);
  c.add(`<ellipse cx="${cx + 40}" cy="${headY + 20}" rx="${r1(headRx * 0.85)}" ry="${r1(headRy * 0.95)}" fill="${darken(skin, 0.08)}" fill-opacity="0.35"/>`);

  // beard
  if (!female && rng.chance(0.35)) {
    c.add(`<path d="M${cx - headRx + 10} ${headY + 10}Q${cx - headRx + 20} ${headY + headRy + 30} ${cx} ${headY + headRy + 40}Q${cx + headRx - 20} ${headY + headRy + 30} ${cx + headRx - 10} ${headY + 10}Q${cx + 60} ${headY + 120} ${cx} ${headY + 110}Q${cx - 60} ${headY + 120} ${cx - headRx + 10} ${headY + 10}Z" fill="${hair}"/>`);
  }

  // face
  const eyeY = headY + 10;
  const eyeDx = headRx * 0.42;
  const eye = darken(hair, 0.4);
  c.add(`<ellipse cx="${r1(cx - eyeDx)}" cy="${eyeY}" rx="15" ry="19" fill="${eye}"/><ellipse cx="${r1(cx + eyeDx)}" cy="${eyeY}" rx="15" ry="19" fill="${eye}"/>`);
  c.add(`<circle cx="${r1(cx - eyeDx + 5)}" cy="${eyeY - 6}" r="5" fill="#ffffff"/><circle cx="${r1(cx + eyeDx + 5)}" cy="${eyeY - 6}" r="5" fill="#ffffff"/>`);
  const browY = eyeY - 48 + rng.range(-6, 4);
  c.add(`<path d="M${r1(cx - eyeDx - 32)} ${r1(browY + 6)}Q${r1(cx - eyeDx)} ${r1(browY - 10)} ${r1(cx - eyeDx + 30)} ${r1(browY + 4)}M${r1(cx + eyeDx - 30)} ${r1(browY + 4)}Q${r1(cx + eyeDx)} ${r1(browY - 10)} ${r1(cx + eyeDx + 32)} ${r1(browY + 6)}" stroke="${darken(hair, 0.2)}" stroke-width="11" stroke-linecap="round" fill="none"/>`);
  c.add(`<path d="M${cx + 4} ${eyeY + 25}Q${cx + 24} ${eyeY + 70} ${cx - 6} ${eyeY + 76}" stroke="${darken(skin, 0.25)}" stroke-width="8" stroke-linecap="round" fill="none"/>`);
  const smileW = rng.range(48, 66);
  const open = rng.chance(0.5);
  if (open) {
    c.add(`<path d="M${r1(cx - smileW)} ${eyeY + 108}Q${cx} ${eyeY + 175} ${r1(cx + smileW)} ${eyeY + 108}Z" fill="#7a2e2e"/><path d="M${r1(cx - smileW + 8)} ${eyeY + 112}Q${cx} ${eyeY + 130} ${r1(cx + smileW - 8)} ${eyeY + 112}Z" fill="#ffffff"/>`);
  } else {
    c.add(`<path d="M${r1(cx - smileW)} ${eyeY + 110}Q${cx} ${eyeY + 160} ${r1(cx + smileW)} ${eyeY + 110}" stroke="#8a3b35" stroke-width="10" stroke-linecap="round" fill="none"/>`);
  }
  c.add(`<ellipse cx="${r1(cx - eyeDx - 20)}" cy="${eyeY + 70}" rx="34" ry="20" fill="#f07a7a" fill-opacity="0.28"/><ellipse cx="${r1(cx + eyeDx + 20)}" cy="${eyeY + 70}" rx="34" ry="20" fill="#f07a7a" fill-opacity="0.28"/>`);
  if (rng.chance(0.25)) {
    c.add(`<g stroke="#2a2a2a" stroke-width="8" fill="#ffffff" fill-opacity="0.15"><circle cx="${r1(cx - eyeDx)}" cy="${eyeY}" r="44"/><circle cx="${r1(cx + eyeDx)}" cy="${eyeY}" r="44"/><path d="M${r1(cx - eyeDx + 44)} ${eyeY}Q${cx} ${eyeY - 18} ${r1(cx + eyeDx - 44)} ${eyeY}" fill="none"/></g>`);
  }

  // hair on top / hats
  const top = headY - headRy;
  if (snowy) {
    const hat = rng.pick(['#d62828', '#2e86ab', '#f3a712', '#3bb273']);
    c.add(`<path d="M${cx - headRx - 12} ${headY - 40}Q${cx - headRx} ${top - 90} ${cx} ${top - 95}Q${cx + headRx} ${top - 90} ${cx + headRx + 12} ${headY - 40}Z" fill="${hat}"/>`);
    c.add(`<rect x="${cx - headRx - 18}" y="${headY - 80}" width="${r1(headRx * 2 + 36)}" height="60" rx="28" fill="${darken(hat, 0.15)}"/>`);
    c.add(`<g stroke="${lighten(hat, 0.3)}" stroke-width="10">${[...Array(7)].map((_, i) => `<path d="M${r1(cx - headRx + 10 + i * headRx * 0.3)} ${headY - 72}v44"/>`).join('')}</g>`);
    c.add(`<circle cx="${cx}" cy="${top - 100}" r="42" fill="#ffffff"/>`);
  } else if (!female && rng.chance(0.15)) {
    // cap
    const capC = rng.pick(['#264653', '#e76f51', '#2a9d8f', '#1d3557']);
    c.add(`<path d="M${cx - headRx - 8} ${headY - 40}Q${cx - headRx} ${top - 40} ${cx} ${top - 42}Q${cx + headRx} ${top - 40} ${cx + headRx + 8} ${headY - 40}Z" fill="${capC}"/><path d="M${cx - 40} ${headY - 44}Q${cx + 160} ${headY - 70} ${cx + headRx + 110} ${headY - 30}L${cx + headRx + 90} ${headY - 14}Q${cx + 120} ${headY - 40} ${cx - 40} ${headY - 30}Z" fill="${darken(capC, 0.2)}"/>`);
  } else {
    const style = female ? rng.pick(['long', 'bun', 'curly', 'bob']) : rng.pick(['short', 'short', 'curly', 'quiff', 'buzz']);
    if (style === 'curly') {
      const cs: string[] = [];
      for (let i = 0; i < 26; i++) {
        const a = Math.PI + (i / 25) * Math.PI;
        cs.push(`<circle cx="${r1(cx + Math.cos(a) * headRx * 1.02)}" cy="${r1(headY - 30 + Math.sin(a) * headRy * 0.95)}" r="${r1(rng.range(38, 52))}"/>`);
      }
      for (let i = 0; i < 10; i++) cs.push(`<circle cx="${r1(cx + rng.range(-headRx * 0.7, headRx * 0.7))}" cy="${r1(top + rng.range(0, 50))}" r="${r1(rng.range(40, 55))}"/>`);
      c.add(`<g fill="${hair}">${cs.join('')}</g>`);
    } else if (style === 'buzz') {
      c.add(`<path d="M${cx - headRx + 4} ${headY - 30}Q${cx - headRx + 10} ${top - 6} ${cx} ${top - 8}Q${cx + headRx - 10} ${top - 6} ${cx + headRx - 4} ${headY - 30}Q${cx} ${top + 50} ${cx - headRx + 4} ${headY - 30}Z" fill="${hair}" fill-opacity="0.85"/>`);
    } else {
      const lift = style === 'quiff' ? 60 : style === 'bun' ? 10 : 25;
      c.add(`<path d="M${cx - headRx - 14} ${headY + (style === 'short' || style === 'quiff' ? -20 : 60)}Q${cx - headRx - 20} ${top - lift} ${cx - 10} ${top - lift}Q${cx + headRx + 20} ${top - lift + 10} ${cx + headRx + 14} ${headY + (style === 'short' || style === 'quiff' ? -20 : 60)}Q${cx + headRx - 20} ${top + 50} ${cx + 40} ${top + 70}Q${cx - 60} ${top + 30} ${cx - headRx + 10} ${headY - 10}Z" fill="${hair}"/>`);
      if (style === 'bun') c.add(`<circle cx="${cx + 10}" cy="${top - 50}" r="62" fill="${hair}"/>`);
      c.add(`<path d="M${cx - 60} ${top + 10}Q${cx + 20} ${top - 20} ${cx + 90} ${top + 20}" stroke="${lighten(hair, 0.2)}" stroke-width="10" fill="none" stroke-linecap="round" stroke-opacity="0.6"/>`);
    }
  }
  if (kind === 'avatar') {
    // circular crop hint: a soft ring
    c.add(`<circle cx="500" cy="500" r="490" fill="none" stroke="${mix(bg, '#ffffff', 0.5)}" stroke-width="14" stroke-opacity="0.5"/>`);
  }
  return c.toSvg(width, height);
}
