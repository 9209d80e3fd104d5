/** Small subjects placed in scenes: boats, people, animals, aircraft, buildings. Silhouette style with colour accents. */
import type { Canvas } from './canvas';
import { r1 } from './util';

const ACCENTS = ['#e4572e', '#f3a712', '#e8c547', '#2e86ab', '#c1292e', '#f26419', '#3bb273'];

export function accent(c: Canvas): string {
  return c.rng.pick(ACCENTS);
}

/** A person: head, torso and legs; `pose` alters the arms. s is the height in px. */
export function person(x: number, y: number, s: number, colour: string, pose: 'stand' | 'arms-up' | 'walk' = 'stand', jacket?: string): string {
  const head = s * 0.13;
  const body = `<circle cx="${r1(x)}" cy="${r1(y - s + head)}" r="${r1(head)}"/>`;
  const torso = `<path d="M${r1(x - s * 0.12)} ${r1(y - s * 0.74)}Q${r1(x)} ${r1(y - s * 0.8)} ${r1(x + s * 0.12)} ${r1(y - s * 0.74)}L${r1(x + s * 0.1)} ${r1(y - s * 0.42)}L${r1(x - s * 0.1)} ${r1(y - s * 0.42)}Z" ${jacket ? `fill="${jacket}"` : ''}/>`;
  const legs = pose === 'walk'
    ? `<path d="M${r1(x - s * 0.08)} ${r1(y - s * 0.44)}L${r1(x - s * 0.2)} ${r1(y)}L${r1(x - s * 0.12)} ${r1(y)}L${r1(x)} ${r1(y - s * 0.3)}L${r1(x + s * 0.16)} ${r1(y)}L${r1(x + s * 0.24)} ${r1(y)}L${r1(x + s * 0.08)} ${r1(y - s * 0.44)}Z"/>`
    : `<path d="M${r1(x - s * 0.1)} ${r1(y - s * 0.44)}L${r1(x - s * 0.1)} ${r1(y)}L${r1(x - s * 0.02)} ${r1(y)}L${r1(x)} ${r1(y - s * 0.25)}L${r1(x + s * 0.02)} ${r1(y)}L${r1(x + s * 0.1)} ${r1(y)}L${r1(x + s * 0.1)} ${r1(y - s * 0.44)}Z"/>`;
  const arms = pose === 'arms-up'
    ? `<path d="M${r1(x - s * 0.11)} ${r1(y - s * 0.72)}L${r1(x - s * 0.3)} ${r1(y - s * 1.05)}L${r1(x - s * 0.25)} ${r1(y - s * 1.08)}L${r1(x - s * 0.05)} ${r1(y - s * 0.76)}Z M${r1(x + s * 0.11)} ${r1(y - s * 0.72)}L${r1(x + s * 0.3)} ${r1(y - s * 1.05)}L${r1(x + s * 0.25)} ${r1(y - s * 1.08)}L${r1(x + s * 0.05)} ${r1(y - s * 0.76)}Z"/>`
    : `<path d="M${r1(x - s * 0.12)} ${r1(y - s * 0.73)}L${r1(x - s * 0.17)} ${r1(y - s * 0.45)}L${r1(x - s * 0.12)} ${r1(y - s * 0.45)}L${r1(x - s * 0.08)} ${r1(y - s * 0.7)}Z M${r1(x + s * 0.12)} ${r1(y - s * 0.73)}L${r1(x + s * 0.17)} ${r1(y - s * 0.45)}L${r1(x + s * 0.12)} ${r1(y - s * 0.45)}L${r1(x + s * 0.08)} ${r1(y - s * 0.7)}Z"/>`;
  return `<g fill="${colour}">${legs}${torso}${arms}${body}</g>`;
}

export function kayak(c: Canvas, x: number, y: number, s: number, dark: string): void {
  const hull = accent(c);
  const w = s * 2.4;
  c.add(`<g><path d="M${r1(x - w / 2)} ${r1(y)}Q${r1(x)} ${r1(y + s * 0.22)} ${r1(x + w / 2)} ${r1(y)}Q${r1(x)} ${r1(y - s * 0.08)} ${r1(x - w / 2)} ${r1(y)}Z" fill="${hull}"/>` +
    `<ellipse cx="${r1(x)}" cy="${r1(y + s * 0.12)}" rx="${r1(w * 0.55)}" ry="${r1(s * 0.05)}" fill="#ffffff" fill-opacity="0.25"/>` +
    person(x - s * 0.35, y + s * 0.02, s * 0.6, dark) + person(x + s * 0.35, y + s * 0.02, s * 0.6, dark) +
    `<path d="M${r1(x - s * 0.9)} ${r1(y - s * 0.55)}L${r1(x + s * 0.1)} ${r1(y + s * 0.05)}" stroke="${dark}" stroke-width="${r1(s * 0.04)}"/>` +
    `<path d="M${r1(x - s * 0.15)} ${r1(y - s * 0.3)}L${r1(x + s * 0.95)} ${r1(y + s * 0.1)}" stroke="${dark}" stroke-width="${r1(s * 0.04)}"/></g>`);
}

export function boat(c: Canvas, x: number, y: number, s: number, dark: string, kind: 'cruise' | 'jet' | 'yacht' | 'raft' = 'cruise'): void {
  if (kind === 'yacht') {
    const sail = '#fbfbf8';
    c.add(`<g><path d="M${r1(x - s)} ${r1(y)}L${r1(x + s)} ${r1(y)}L${r1(x + s * 0.8)} ${r1(y + s * 0.2)}L${r1(x - s * 0.8)} ${r1(y + s * 0.2)}Z" fill="${dark}"/>` +
      `<path d="M${r1(x)} ${r1(y - s * 1.9)}L${r1(x)} ${r1(y - s * 0.05)}L${r1(x + s * 0.85)} ${r1(y - s * 0.1)}Z" fill="${sail}"/>` +
      `<path d="M${r1(x - s * 0.05)} ${r1(y - s * 1.7)}L${r1(x - s * 0.05)} ${r1(y - s * 0.1)}L${r1(x - s * 0.75)} ${r1(y - s * 0.1)}Z" fill="${sail}" fill-opacity="0.9"/>` +
      `<rect x="${r1(x - s * 0.02)}" y="${r1(y - s * 2)}" width="${r1(s * 0.04)}" height="${r1(s * 2)}" fill="${dark}"/></g>`);
    return;
  }
  if (kind === 'jet') {
    const col = '#d7262e';
    c.add(`<g fill="${c.soft('#ffffff', 1, 0.3)}" fill-opacity="0.85"><ellipse cx="${r1(x - s * 1.3)}" cy="${r1(y - s * 0.1)}" rx="${r1(s * 0.9)}" ry="${r1(s * 0.35)}"/><ellipse cx="${r1(x - s * 2)}" cy="${r1(y - s * 0.35)}" rx="${r1(s * 0.7)}" ry="${r1(s * 0.45)}"/><ellipse cx="${r1(x - s * 0.2)}" cy="${r1(y + s * 0.12)}" rx="${r1(s * 1.4)}" ry="${r1(s * 0.12)}"/></g>`);
    c.add(`<g><path d="M${r1(x - s)} ${r1(y - s * 0.1)}L${r1(x + s * 0.9)} ${r1(y - s * 0.1)}Q${r1(x + s * 1.2)} ${r1(y - s * 0.05)} ${r1(x + s * 1.1)} ${r1(y + s * 0.12)}L${r1(x - s * 0.9)} ${r1(y + s * 0.12)}Z" fill="${col}"/>` +
      `<rect x="${r1(x - s * 0.7)}" y="${r1(y - s * 0.3)}" width="${r1(s * 1.3)}" height="${r1(s * 0.22)}" rx="${r1(s * 0.05)}" fill="${dark}"/>` +
      [...Array(5)].map((_, i) => `<circle cx="${r1(x - s * 0.55 + i * s * 0.28)}" cy="${r1(y - s * 0.38)}" r="${r1(s * 0.08)}" fill="${c.rng.pick(ACCENTS)}"/>`).join('') + `</g>`);
    return;
  }
  if (kind === 'raft') {
    c.add(`<g><path d="M${r1(x - s)} ${r1(y - s * 0.1)}Q${r1(x - s * 1.15)} ${r1(y + s * 0.15)} ${r1(x - s * 0.8)} ${r1(y + s * 0.2)}L${r1(x + s * 0.8)} ${r1(y + s * 0.2)}Q${r1(x + s * 1.15)} ${r1(y + s * 0.15)} ${r1(x + s)} ${r1(y - s * 0.1)}Z" fill="#f2b134"/>` +
      [...Array(6)].map((_, i) => person(x - s * 0.75 + i * s * 0.3, y - s * 0.02, s * 0.45, dark, i % 2 ? 'arms-up' : 'stand', '#e4572e')).join('') +
      `</g><g fill="${c.soft('#ffffff', 1, 0.3)}" fill-opacity="0.8"><ellipse cx="${r1(x)}" cy="${r1(y + s * 0.25)}" rx="${r1(s * 1.5)}" ry="${r1(s * 0.18)}"/></g>`);
    return;
  }
  // small cruise boat / catamaran
  c.add(`<g><path d="M${r1(x - s * 1.3)} ${r1(y - s * 0.15)}L${r1(x + s * 1.2)} ${r1(y - s * 0.15)}L${r1(x + s * 1.45)} ${r1(y - s * 0.35)}L${r1(x + s * 1.3)} ${r1(y + s * 0.1)}L${r1(x - s * 1.2)} ${r1(y + s * 0.1)}Z" fill="#f4f4f2"/>` +
    `<rect x="${r1(x - s * 1.2)}" y="${r1(y + s * 0.02)}" width="${r1(s * 2.45)}" height="${r1(s * 0.08)}" fill="${dark}"/>` +
    `<path d="M${r1(x - s * 0.9)} ${r1(y - s * 0.15)}L${r1(x - s * 0.8)} ${r1(y - s * 0.55)}L${r1(x + s * 0.7)} ${r1(y - s * 0.55)}L${r1(x + s * 0.95)} ${r1(y - s * 0.15)}Z" fill="#e9ecef"/>` +
    `<rect x="${r1(x - s * 0.7)}" y="${r1(y - s * 0.45)}" width="${r1(s * 1.35)}" height="${r1(s * 0.12)}" fill="#2b3a55"/>` +
    `<path d="M${r1(x - s * 0.5)} ${r1(y - s * 0.55)}L${r1(x - s * 0.4)} ${r1(y - s * 0.8)}L${r1(x + s * 0.35)} ${r1(y - s * 0.8)}L${r1(x + s * 0.45)} ${r1(y - s * 0.55)}Z" fill="#dfe3e8"/>` +
    `<rect x="${r1(x - s * 0.3)}" y="${r1(y - s * 0.74)}" width="${r1(s * 0.6)}" height="${r1(s * 0.08)}" fill="#2b3a55"/></g>` +
    `<g fill="${c.soft('#ffffff', 1, 0.3)}" fill-opacity="0.7"><ellipse cx="${r1(x - s * 1.6)}" cy="${r1(y + s * 0.12)}" rx="${r1(s * 0.9)}" ry="${r1(s * 0.08)}"/></g>`);
}

export function whaleTail(c: Canvas, x: number, y: number, s: number, colour: string): void {
  c.add(`<g fill="${c.soft('#ffffff', 1, 0.3)}" fill-opacity="0.75"><ellipse cx="${r1(x)}" cy="${r1(y + s * 0.05)}" rx="${r1(s * 0.9)}" ry="${r1(s * 0.1)}"/></g>` +
    `<path d="M${r1(x - s * 0.08)} ${r1(y)}Q${r1(x - s * 0.06)} ${r1(y - s * 0.45)} ${r1(x - s * 0.1)} ${r1(y - s * 0.6)}Q${r1(x - s * 0.5)} ${r1(y - s * 0.62)} ${r1(x - s * 0.75)} ${r1(y - s * 0.95)}Q${r1(x - s * 0.3)} ${r1(y - s * 0.8)} ${r1(x)} ${r1(y - s * 0.72)}Q${r1(x + s * 0.3)} ${r1(y - s * 0.8)} ${r1(x + s * 0.75)} ${r1(y - s * 0.95)}Q${r1(x + s * 0.5)} ${r1(y - s * 0.62)} ${r1(x + s * 0.1)} ${r1(y - s * 0.6)}Q${r1(x + s * 0.06)} ${r1(y - s * 0.45)} ${r1(x + s * 0.08)} ${r1(y)}Z" fill="${colour}"/>` +
    `<g fill="#ffffff" fill-opacity="0.7">${[...Array(10)].map((_, i) => `<circle cx="${r1(x + (i - 5) * s * 0.09)}" cy="${r1(y - s * 0.6 + (i % 3) * s * 0.12)}" r="${r1(s * 0.015)}"/>`).join('')}</g>`);
}

export function dolphin(x: number, y: number, s: number, colour: string, flip = false): string {
  const f = flip ? -1 : 1;
  return `<path transform="translate(${r1(x)} ${r1(y)}) scale(${f} 1)" d="M${r1(-s)} ${r1(s * 0.2)}Q${r1(-s * 0.5)} ${r1(-s * 0.55)} ${r1(s * 0.4)} ${r1(-s * 0.35)}Q${r1(s * 0.8)} ${r1(-s * 0.28)} ${r1(s * 1.05)} ${r1(-s * 0.15)}L${r1(s * 0.72)} ${r1(-s * 0.12)}Q${r1(s * 0.2)} ${r1(-s * 0.2)} ${r1(-s * 0.2)} ${r1(s * 0.05)}Q${r1(-s * 0.55)} ${r1(s * 0.25)} ${r1(-s * 0.75)} ${r1(s * 0.45)}L${r1(-s * 1.05)} ${r1(s * 0.5)}Z M${r1(-s * 0.05)} ${r1(-s * 0.38)}L${r1(-s * 0.2)} ${r1(-s * 0.7)}L${r1(s * 0.2)} ${r1(-s * 0.4)}Z" fill="${colour}"/>`;
}

export function birds(c: Canvas, x: number, y: number, n: number, s: number, colour: string): void {
  const b: string[] = [];
  for (let i = 0; i < n; i++) {
    const bx = x + c.rng.range(-s * 6, s * 6);
    const by = y + c.rng.range(-s * 3, s * 3);
    const w = s * c.rng.range(0.7, 1.2);
    b.push(`M${r1(bx - w)} ${r1(by - w * 0.2)}Q${r1(bx - w * 0.5)} ${r1(by - w * 0.55)} ${r1(bx)} ${r1(by)}Q${r1(bx + w * 0.5)} ${r1(by - w * 0.55)} ${r1(bx + w)} ${r1(by - w * 0.2)}`);
  }
  c.add(`<path d="${b.join('')}" fill="none" stroke="${colour}" stroke-width="${r1(s * 0.16)}" stroke-linecap="round"/>`);
}

export function albatross(x: number, y: number, s: number, colour: string): string {
  return `<path d="M${r1(x - s * 2.2)} ${r1(y + s * 0.1)}Q${r1(x - s)} ${r1(y - s * 0.35)} ${r1(x - s * 0.15)} ${r1(y - s * 0.05)}L${r1(x + s * 0.5)} ${r1(y - s * 0.1)}L${r1(x + s * 0.65)} ${r1(y - s * 0.02)}L${r1(x + s * 0.15)} ${r1(y + s * 0.08)}Q${r1(x + s)} ${r1(y - s * 0.3)} ${r1(x + s * 2.2)} ${r1(y - s * 0.05)}Q${r1(x + s)} ${r1(y + s * 0.02)} ${r1(x)} ${r1(y + s * 0.15)}Q${r1(x - s)} ${r1(y + s * 0.1)} ${r1(x - s * 2.2)} ${r1(y + s * 0.1)}Z" fill="${colour}"/>`;
}

export function penguin(x: number, y: number, s: number): string {
  return `<g><ellipse cx="${r1(x)}" cy="${r1(y - s * 0.45)}" rx="${r1(s * 0.26)}" ry="${r1(s * 0.45)}" fill="#3a4a6b"/>` +
    `<ellipse cx="${r1(x + s * 0.06)}" cy="${r1(y - s * 0.4)}" rx="${r1(s * 0.16)}" ry="${r1(s * 0.35)}" fill="#f2f2ee"/>` +
    `<circle cx="${r1(x + s * 0.02)}" cy="${r1(y - s * 0.9)}" r="${r1(s * 0.17)}" fill="#3a4a6b"/>` +
    `<path d="M${r1(x + s * 0.15)} ${r1(y - s * 0.92)}L${r1(x + s * 0.32)} ${r1(y - s * 0.88)}L${r1(x + s * 0.15)} ${r1(y - s * 0.85)}Z" fill="#2a2a2a"/>` +
    `<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(s * 0.2)}" ry="${r1(s * 0.04)}" fill="#e59a3a"/></g>`;
}

export function seal(x: number, y: number, s: number, colour: string): string {
  return `<path d="M${r1(x - s)} ${r1(y)}Q${r1(x - s * 0.6)} ${r1(y - s * 0.35)} ${r1(x)} ${r1(y - s * 0.3)}Q${r1(x + s * 0.45)} ${r1(y - s * 0.6)} ${r1(x + s * 0.7)} ${r1(y - s * 0.55)}Q${r1(x + s * 0.9)} ${r1(y - s * 0.5)} ${r1(x + s * 0.8)} ${r1(y - s * 0.4)}Q${r1(x + s * 0.55)} ${r1(y - s * 0.1)} ${r1(x + s * 0.5)} ${r1(y)}Z" fill="${colour}"/>`;
}

export function kiwi(x: number, y: number, s: number, colour: string): string {
  return `<g fill="${colour}"><ellipse cx="${r1(x)}" cy="${r1(y - s * 0.45)}" rx="${r1(s * 0.55)}" ry="${r1(s * 0.4)}"/><circle cx="${r1(x + s * 0.5)}" cy="${r1(y - s * 0.6)}" r="${r1(s * 0.17)}"/>` +
    `<path d="M${r1(x + s * 0.62)} ${r1(y - s * 0.62)}Q${r1(x + s * 0.95)} ${r1(y - s * 0.45)} ${r1(x + s * 1.05)} ${r1(y - s * 0.1)}" stroke="${colour}" stroke-width="${r1(s * 0.05)}" fill="none"/>` +
    `<path d="M${r1(x - s * 0.05)} ${r1(y - s * 0.1)}L${r1(x - s * 0.1)} ${r1(y)}M${r1(x + s * 0.15)} ${r1(y - s * 0.1)}L${r1(x + s * 0.18)} ${r1(y)}" stroke="${colour}" stroke-width="${r1(s * 0.06)}"/></g>`;
}

export function helicopter(x: number, y: number, s: number, colour: string): string {
  return `<g fill="${colour}"><ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(s * 0.55)}" ry="${r1(s * 0.3)}"/><path d="M${r1(x + s * 0.4)} ${r1(y - s * 0.08)}L${r1(x + s * 1.4)} ${r1(y - s * 0.12)}L${r1(x + s * 1.45)} ${r1(y - s * 0.35)}L${r1(x + s * 1.55)} ${r1(y - s * 0.35)}L${r1(x + s * 1.5)} ${r1(y + s * 0.02)}L${r1(x + s * 0.4)} ${r1(y + s * 0.08)}Z"/>` +
    `<rect x="${r1(x - s * 1.2)}" y="${r1(y - s * 0.42)}" width="${r1(s * 2.4)}" height="${r1(s * 0.04)}"/><rect x="${r1(x - s * 0.03)}" y="${r1(y - s * 0.42)}" width="${r1(s * 0.06)}" height="${r1(s * 0.16)}"/>` +
    `<path d="M${r1(x - s * 0.5)} ${r1(y + s * 0.42)}L${r1(x + s * 0.5)} ${r1(y + s * 0.42)}M${r1(x - s * 0.25)} ${r1(y + s * 0.25)}L${r1(x - s * 0.3)} ${r1(y + s * 0.42)}M${r1(x + s * 0.25)} ${r1(y + s * 0.25)}L${r1(x + s * 0.3)} ${r1(y + s * 0.42)}" stroke="${colour}" stroke-width="${r1(s * 0.05)}"/>` +
    `<ellipse cx="${r1(x - s * 0.22)}" cy="${r1(y - s * 0.05)}" rx="${r1(s * 0.2)}" ry="${r1(s * 0.14)}" fill="#9cc7e0" fill-opacity="0.8"/></g>`;
}

export function plane(x: number, y: number, s: number, colour: string): string {
  return `<g fill="${colour}"><path d="M${r1(x - s)} ${r1(y)}Q${r1(x - s * 0.9)} ${r1(y - s * 0.12)} ${r1(x - s * 0.6)} ${r1(y - s * 0.12)}L${r1(x + s * 0.85)} ${r1(y - s * 0.08)}L${r1(x + s * 1.05)} ${r1(y - s * 0.4)}L${r1(x + s * 1.15)} ${r1(y - s * 0.4)}L${r1(x + s * 1.1)} ${r1(y + s * 0.04)}L${r1(x - s * 0.6)} ${r1(y + s * 0.08)}Z"/>` +
    `<path d="M${r1(x - s * 0.1)} ${r1(y - s * 0.1)}L${r1(x - s * 0.5)} ${r1(y - s * 0.3)}L${r1(x + s * 0.3)} ${r1(y - s * 0.3)}L${r1(x + s * 0.2)} ${r1(y - s * 0.1)}Z"/></g>`;
}

export function parachute(c: Canvas, x: number, y: number, s: number, dark: string, wing = false): void {
  const col = accent(c);
  const col2 = accent(c);
  if (wing) {
    c.add(`<g><path d="M${r1(x - s * 1.6)} ${r1(y)}Q${r1(x)} ${r1(y - s * 0.7)} ${r1(x + s * 1.6)} ${r1(y)}L${r1(x + s * 1.5)} ${r1(y + s * 0.12)}Q${r1(x)} ${r1(y - s * 0.5)} ${r1(x - s * 1.5)} ${r1(y + s * 0.12)}Z" fill="${col}"/>` +
      `<path d="M${r1(x - s * 0.5)} ${r1(y - s * 0.25)}Q${r1(x)} ${r1(y - s * 0.42)} ${r1(x + s * 0.5)} ${r1(y - s * 0.25)}L${r1(x + s * 0.45)} ${r1(y - s * 0.13)}Q${r1(x)} ${r1(y - s * 0.3)} ${r1(x - s * 0.45)} ${r1(y - s * 0.13)}Z" fill="${col2}"/>` +
      `<path d="M${r1(x - s * 1.45)} ${r1(y + s * 0.1)}L${r1(x)} ${r1(y + s * 1.1)}L${r1(x + s * 1.45)} ${r1(y + s * 0.1)}" stroke="${dark}" stroke-width="1" fill="none" stroke-opacity="0.7"/>` +
      person(x, y + s * 1.45, s * 0.5, dark) + `</g>`);
    return;
  }
  c.add(`<g><path d="M${r1(x - s)} ${r1(y)}Q${r1(x)} ${r1(y - s * 0.9)} ${r1(x + s)} ${r1(y)}Z" fill="${col}"/>` +
    `<path d="M${r1(x - s * 0.35)} ${r1(y - s * 0.5)}Q${r1(x)} ${r1(y - s * 0.7)} ${r1(x + s * 0.35)} ${r1(y - s * 0.5)}L${r1(x + s * 0.3)} ${r1(y)}L${r1(x - s * 0.3)} ${r1(y)}Z" fill="${col2}"/>` +
    `<path d="M${r1(x - s)} ${r1(y)}L${r1(x)} ${r1(y + s * 1.1)}L${r1(x + s)} ${r1(y)}M${r1(x - s * 0.3)} ${r1(y)}L${r1(x)} ${r1(y + s * 1.1)}L${r1(x + s * 0.3)} ${r1(y)}" stroke="${dark}" stroke-width="1" fill="none" stroke-opacity="0.7"/>` +
    person(x, y + s * 1.5, s * 0.5, dark) + `</g>`);
}

/** Tandem skydivers in free fall (spread-eagle X shape). */
export function skydivers(x: number, y: number, s: number, colour: string, suit: string): string {
  const one = (dx: number, dy: number, k: number, col: string): string =>
    `<g transform="translate(${r1(x + dx)} ${r1(y + dy)}) scale(${k})" fill="${col}"><circle cx="0" cy="-16" r="6"/><rect x="-7" y="-11" width="14" height="20" rx="5"/>` +
    `<path d="M-6 -8L-26 -22L-24 -26L-3 -14Z M6 -8L26 -22L24 -26L3 -14Z M-5 7L-18 28L-13 30L0 12Z M5 7L18 28L13 30L0 12Z"/></g>`;
  return one(0, 0, s / 30, colour) + one(s * 0.15, s * 0.12, s / 30, suit);
}

export function lighthouse(x: number, y: number, s: number): string {
  return `<g><path d="M${r1(x - s * 0.14)} ${r1(y)}L${r1(x - s * 0.09)} ${r1(y - s)}L${r1(x + s * 0.09)} ${r1(y - s)}L${r1(x + s * 0.14)} ${r1(y)}Z" fill="#f6f4ef"/>` +
    `<rect x="${r1(x - s * 0.12)}" y="${r1(y - s * 1.17)}" width="${r1(s * 0.24)}" height="${r1(s * 0.17)}" fill="#2c3e50"/><path d="M${r1(x - s * 0.15)} ${r1(y - s * 1.17)}L${r1(x)} ${r1(y - s * 1.32)}L${r1(x + s * 0.15)} ${r1(y - s * 1.17)}Z" fill="#2c3e50"/>` +
    `<rect x="${r1(x - s * 0.08)}" y="${r1(y - s * 1.14)}" width="${r1(s * 0.16)}" height="${r1(s * 0.1)}" fill="#ffe9a8"/><rect x="${r1(x - s * 0.18)}" y="${r1(y - s * 1.0)}" width="${r1(s * 0.36)}" height="${r1(s * 0.04)}" fill="#2c3e50"/></g>`;
}

export function church(x: number, y: number, s: number, colour: string, lit = false): string {
  return `<g fill="${colour}"><rect x="${r1(x - s * 0.5)}" y="${r1(y - s * 0.45)}" width="${r1(s)}" height="${r1(s * 0.45)}"/><path d="M${r1(x - s * 0.6)} ${r1(y - s * 0.42)}L${r1(x)} ${r1(y - s * 0.85)}L${r1(x + s * 0.6)} ${r1(y - s * 0.42)}Z"/>` +
    `<rect x="${r1(x + s * 0.25)}" y="${r1(y - s * 1.05)}" width="${r1(s * 0.22)}" height="${r1(s * 0.7)}"/><path d="M${r1(x + s * 0.22)} ${r1(y - s * 1.05)}L${r1(x + s * 0.36)} ${r1(y - s * 1.25)}L${r1(x + s * 0.5)} ${r1(y - s * 1.05)}Z"/>` +
    (lit ? `<rect x="${r1(x - s * 0.3)}" y="${r1(y - s * 0.32)}" width="${r1(s * 0.12)}" height="${r1(s * 0.18)}" fill="#ffd27a"/><rect x="${r1(x - s * 0.05)}" y="${r1(y - s * 0.32)}" width="${r1(s * 0.12)}" height="${r1(s * 0.18)}" fill="#ffd27a"/>` : '') + `</g>`;
}

export function skier(x: number, y: number, s: number, colour: string, jacket: string, board = false): string {
  if (board) {
    return `<g><path d="M${r1(x - s * 0.55)} ${r1(y + s * 0.05)}L${r1(x + s * 0.55)} ${r1(y - s * 0.1)}" stroke="${colour}" stroke-width="${r1(s * 0.08)}" stroke-linecap="round"/>` +
      `<g transform="rotate(-12 ${r1(x)} ${r1(y)})">${person(x, y, s, colour, 'arms-up', jacket)}</g></g>`;
  }
  return `<g><path d="M${r1(x - s * 0.6)} ${r1(y + s * 0.02)}L${r1(x + s * 0.5)} ${r1(y - s * 0.12)}M${r1(x - s * 0.5)} ${r1(y + s * 0.1)}L${r1(x + s * 0.6)} ${r1(y - s * 0.04)}" stroke="${colour}" stroke-width="${r1(s * 0.05)}" stroke-linecap="round"/>` +
    `<g transform="rotate(14 ${r1(x)} ${r1(y)})">${person(x, y, s * 0.9, colour, 'stand', jacket)}</g>` +
    `<path d="M${r1(x - s * 0.15)} ${r1(y - s * 0.5)}L${r1(x - s * 0.45)} ${r1(y)}M${r1(x + s * 0.2)} ${r1(y - s * 0.5)}L${r1(x + s * 0.05)} ${r1(y)}" stroke="${colour}" stroke-width="${r1(s * 0.03)}"/></g>`;
}

export function cyclist(x: number, y: number, s: number, colour: string, jersey: string): string {
  const r = s * 0.32;
  return `<g><circle cx="${r1(x - s * 0.5)}" cy="${r1(y - r)}" r="${r1(r)}" fill="none" stroke="${colour}" stroke-width="${r1(s * 0.05)}"/><circle cx="${r1(x + s * 0.5)}" cy="${r1(y - r)}" r="${r1(r)}" fill="none" stroke="${colour}" stroke-width="${r1(s * 0.05)}"/>` +
    `<path d="M${r1(x - s * 0.5)} ${r1(y - r)}L${r1(x - s * 0.1)} ${r1(y - r)}L${r1(x + s * 0.35)} ${r1(y - r * 2.1)}L${r1(x - s * 0.2)} ${r1(y - r * 2.1)}Z M${r1(x + s * 0.5)} ${r1(y - r)}L${r1(x + s * 0.35)} ${r1(y - r * 2.4)}" stroke="${colour}" stroke-width="${r1(s * 0.05)}" fill="none"/>` +
    `<path d="M${r1(x - s * 0.18)} ${r1(y - r * 2.2)}L${r1(x + s * 0.05)} ${r1(y - s * 1.15)}L${r1(x + s * 0.3)} ${r1(y - s * 1.1)}L${r1(x + s * 0.12)} ${r1(y - r * 2.2)}Z" fill="${jersey}"/>` +
    `<circle cx="${r1(x + s * 0.3)}" cy="${r1(y - s * 1.25)}" r="${r1(s * 0.12)}" fill="${colour}"/>` +
    `<path d="M${r1(x + s * 0.2)} ${r1(y - s * 1.05)}L${r1(x + s * 0.35)} ${r1(y - r * 2.35)}M${r1(x - s * 0.05)} ${r1(y - r * 2.2)}L${r1(x + s * 0.05)} ${r1(y - r * 1.2)}L${r1(x - s * 0.1)} ${r1(y - r)}" stroke="${colour}" stroke-width="${r1(s * 0.07)}" stroke-linecap="round" fill="none"/></g>`;
}

export function horseRider(x: number, y: number, s: number, colour: string): string {
  return `<g fill="${colour}"><path d="M${r1(x - s * 0.6)} ${r1(y - s * 0.75)}Q${r1(x)} ${r1(y - s * 0.9)} ${r1(x + s * 0.5)} ${r1(y - s * 0.78)}L${r1(x + s * 0.75)} ${r1(y - s * 1.15)}L${r1(x + s * 0.9)} ${r1(y - s * 1.05)}L${r1(x + s * 0.65)} ${r1(y - s * 0.6)}L${r1(x + s * 0.55)} ${r1(y)}L${r1(x + s * 0.47)} ${r1(y)}L${r1(x + s * 0.42)} ${r1(y - s * 0.45)}L${r1(x - s * 0.4)} ${r1(y - s * 0.45)}L${r1(x - s * 0.45)} ${r1(y)}L${r1(x - s * 0.53)} ${r1(y)}L${r1(x - s * 0.6)} ${r1(y - s * 0.5)}L${r1(x - s * 0.8)} ${r1(y - s * 0.35)}L${r1(x - s * 0.68)} ${r1(y - s * 0.7)}Z"/>` +
    person(x - s * 0.05, y - s * 0.75, s * 0.7, colour) + `</g>`;
}

export function helmetDiver(x: number, y: number, s: number, colour: string): string {
  // bungy jumper falling head first with the cord
  return `<g><path d="M${r1(x)} ${r1(y - s * 4)}Q${r1(x + s * 0.2)} ${r1(y - s * 2)} ${r1(x)} ${r1(y - s * 0.2)}" stroke="${colour}" stroke-width="${r1(s * 0.06)}" fill="none"/>` +
    `<g transform="rotate(180 ${r1(x)} ${r1(y)})">${person(x, y, s, colour, 'arms-up', '#e4572e')}</g></g>`;
}
