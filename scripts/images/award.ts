/**
 * Award badges. Scene: 'award:{metal}:{year}:{LABEL}', e.g. 'award:gold:2025:WINNER'.
 * metal: gold | silver | bronze | green | teal. The label is short (one or two words).
 */
import { Canvas } from './canvas';
import { Random, darken, esc, lighten, r1 } from './util';

const METALS: Record<string, [string, string, string]> = {
  gold: ['#f7d774', '#d4a52b', '#8a6410'],
  silver: ['#eef1f4', '#b8c1cb', '#6b7785'],
  bronze: ['#f0b27a', '#c07a3a', '#7a4518'],
  green: ['#8fd19e', '#2f8f5b', '#17553a'],
  teal: ['#8fd3e0', '#2a8aa0', '#135566'],
};

const FONT = `font-family="DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif"`;

export function paintAward(scene: string, seed: number, width: number, height: number): string {
  const [, metalName = 'gold', year = '', label = 'AWARD'] = scene.split(':');
  const rng = new Random(seed);
  const c = new Canvas(rng, 1000, 1000);
  const [hi, mid, lo] = METALS[metalName] ?? METALS.gold!;
  const ribbonA = rng.pick(['#1f6f5c', '#2c6e8f', '#b0453a', '#3f6fa8', '#7a4b8c']);
  const ribbonB = lighten(ribbonA, 0.2);

  c.add(`<rect width="1000" height="1000" fill="${c.linAbs([[0, '#f7f4ee'], [1, '#ebe5da']], 0, 0, 0, 1000)}"/>`);
  // ribbons
  c.add(`<path d="M380 560L290 930L380 880L430 960L500 600Z" fill="${ribbonA}"/><path d="M620 560L710 930L620 880L570 960L500 600Z" fill="${ribbonB}"/>`);
  // rosette: scalloped disc
  const petals: string[] = [];
  const n = 28;
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2;
    petals.push(`<circle cx="${r1(500 + Math.cos(a) * 300)}" cy="${r1(430 + Math.sin(a) * 300)}" r="44"/>`);
  }
  c.add(`<g fill="${mid}">${petals.join('')}</g><circle cx="500" cy="430" r="300" fill="${mid}"/>`);
  c.add(`<circle cx="500" cy="430" r="262" fill="${c.lin([[0, lighten(hi, 0.35)], [0.6, hi], [1, mid]], 0, 0, 1, 1)}"/>`);
  c.add(`<circle cx="500" cy="430" r="228" fill="none" stroke="${lighten(hi, 0.4)}" stroke-width="6" stroke-dasharray="4 10"/>`);
  // laurel branches
  const leaves: string[] = [];
  for (const side of [-1, 1]) {
    for (let i = 0; i < 9; i++) {
      const a = Math.PI / 2 + side * (0.35 + i * 0.19);
      const x = 500 + Math.cos(a) * 190;
      const y = 430 + Math.sin(a) * 190;
      const rot = (a * 180) / Math.PI + (side > 0 ? -60 : 60);
      leaves.push(`<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="30" ry="12" transform="rotate(${r1(rot)} ${r1(x)} ${r1(y)})"/>`);
    }
  }
  c.add(`<g fill="${darken(lo, 0.1)}" fill-opacity="0.55">${leaves.join('')}</g>`);
  // kea silhouette (the brand bird) on top
  c.add(`<g transform="translate(500 330) scale(1.1)" fill="${lo}" fill-opacity="0.8"><path d="M-40 30Q-60 -10 -20 -40Q10 -60 40 -40Q60 -30 55 -10L75 0L52 6Q50 30 20 45L-10 60L-60 70Z"/><circle cx="30" cy="-22" r="6" fill="${hi}"/></g>`);
  // text
  const lbl = esc(label.toUpperCase());
  const size = Math.min(64, Math.round(400 / (lbl.length * 0.68)));
  c.add(`<text x="500" y="470" text-anchor="middle" ${FONT} font-weight="bold" font-size="${size}" fill="${darken(lo, 0.35)}" letter-spacing="4">${lbl}</text>`);
  if (year) c.add(`<text x="500" y="545" text-anchor="middle" ${FONT} font-weight="bold" font-size="58" fill="${darken(lo, 0.35)}">${esc(year)}</text>`);
  return c.toSvg(width, height);
}
