/**
 * Tour route maps: a real New Zealand outline (Natural Earth 1:10m via the `world-atlas`
 * TopoJSON, converted with `topojson-client`), projected with a spherical transverse Mercator
 * centred on 173°E (the NZTM meridian), the route as a smooth line through the tour's
 * destinations, numbered stops, and labels for the start and the end.
 */
import * as fs from 'node:fs';
import { feature } from 'topojson-client';
import type { Topology, GeometryCollection } from 'topojson-specification';
import { esc, r1, smooth, type Pt } from './util';

export interface MapStop {
  name: string;
  latitude: number;
  longitude: number;
}

export interface MapOptions {
  width: number;
  height: number;
  routeColour?: string;
  /** small maps: no labels besides start/end dots, thicker lines */
  small?: boolean;
  title?: string;
}

const LAMBDA0 = (173 * Math.PI) / 180;
const BOUNDS = { lonMin: 165.8, lonMax: 179, latMin: -47.8, latMax: -34 };
const VIEW = { lonMin: 166.2, lonMax: 178.8, latMin: -47.45, latMax: -34.2 };

function tm(lon: number, lat: number): Pt {
  const l = (lon * Math.PI) / 180 - LAMBDA0;
  const p = (lat * Math.PI) / 180;
  const b = Math.cos(p) * Math.sin(l);
  const x = 0.5 * Math.log((1 + b) / (1 - b));
  const y = Math.atan2(Math.tan(p), Math.cos(l));
  return [x, y];
}

type Ring = [number, number][];
let cachedRings: Ring[] | null = null;

/** New Zealand's main islands (North, South, Stewart and the small islands near them) as lon/lat rings. */
export function nzRings(): Ring[] {
  if (cachedRings) return cachedRings;
  const file = require.resolve('world-atlas/countries-10m.json');
  const topo = JSON.parse(fs.readFileSync(file, 'utf8')) as Topology<{ countries: GeometryCollection<{ name: string }> }>;
  const nz = topo.objects.countries.geometries.find((g) => (g.properties as { name?: string } | undefined)?.name === 'New Zealand' || String(g.id) === '554');
  if (!nz) throw new Error('New Zealand not found in world-atlas');
  const f = feature(topo, nz) as unknown as { geometry: { type: string; coordinates: unknown } };
  const polys = (f.geometry.type === 'Polygon' ? [f.geometry.coordinates] : f.geometry.coordinates) as Ring[][];
  const rings: Ring[] = [];
  for (const poly of polys) {
    const outer = poly[0];
    if (!outer) continue;
    const inside = outer.every(([lon, lat]) => lon >= BOUNDS.lonMin && lon <= BOUNDS.lonMax && lat >= BOUNDS.latMin && lat <= BOUNDS.latMax);
    if (inside) rings.push(outer);
  }
  cachedRings = rings;
  return rings;
}

/** Projects lon/lat into the given pixel frame, fitted to the New Zealand view box. */
export function projector(width: number, height: number, pad: number): (lon: number, lat: number) => Pt {
  const corners = [tm(VIEW.lonMin, VIEW.latMin), tm(VIEW.lonMax, VIEW.latMin), tm(VIEW.lonMin, VIEW.latMax), tm(VIEW.lonMax, VIEW.latMax), tm(173, VIEW.latMin), tm(173, VIEW.latMax)];
  const xs = corners.map((c) => c[0]);
  const ys = corners.map((c) => c[1]);
  // fit the actual land extent: use the rings' projected bounds
  let minX = Infinity;
  let maxX = -Infinity;
  let minY = Infinity;
  let maxY = -Infinity;
  for (const ring of nzRings()) {
    for (const [lon, lat] of ring) {
      const [x, y] = tm(lon, lat);
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
    }
  }
  if (!Number.isFinite(minX)) {
    minX = Math.min(...xs);
    maxX = Math.max(...xs);
    minY = Math.min(...ys);
    maxY = Math.max(...ys);
  }
  const sx = (width - 2 * pad) / (maxX - minX);
  const sy = (height - 2 * pad) / (maxY - minY);
  const s = Math.min(sx, sy);
  const ox = (width - (maxX - minX) * s) / 2;
  const oy = (height - (maxY - minY) * s) / 2;
  return (lon, lat) => {
    const [x, y] = tm(lon, lat);
    return [ox + (x - minX) * s, oy + (maxY - y) * s];
  };
}

function ringPath(ring: Ring, proj: (lon: number, lat: number) => Pt, minStep: number): string {
  const pts: Pt[] = [];
  let last: Pt | null = null;
  for (const [lon, lat] of ring) {
    const p = proj(lon, lat);
    if (last && Math.abs(p[0] - last[0]) + Math.abs(p[1] - last[1]) < minStep) continue;
    pts.push(p);
    last = p;
  }
  if (pts.length < 3) return '';
  return `M${pts.map(([x, y]) => `${r1(x)} ${r1(y)}`).join('L')}Z`;
}

const FONT = `font-family="DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif"`;

/** The SVG of one tour's map. `stops` are the tour's destinations in route order. */
export function tourMapSvg(stops: MapStop[], o: MapOptions): string {
  const { width: W, height: H } = o;
  const small = !!o.small;
  const k = Math.min(W, H) / 1000; // scale for strokes and text
  const proj = projector(W, H, small ? W * 0.06 : W * 0.07);
  const route = o.routeColour ?? '#e4572e';
  const land = ringsToPath(proj, small ? 1.2 : 0.6);
  const parts: string[] = [];
  parts.push(`<defs><linearGradient id="sea" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="#dcecf4"/><stop offset="1" stop-color="#bcd9e8"/></linearGradient>` +
    `<linearGradient id="land" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#eef0dc"/><stop offset="1" stop-color="#e2e6cc"/></linearGradient></defs>`);
  parts.push(`<rect width="${W}" height="${H}" fill="url(#sea)"/>`);
  if (!small) {
    // a faint graticule every 2 degrees
    const g: string[] = [];
    for (let lon = 166; lon <= 180; lon += 2) {
      const line: Pt[] = [];
      for (let lat = -48; lat <= -33; lat += 0.5) line.push(proj(lon, lat));
      g.push(`M${line.map(([x, y]) => `${r1(x)} ${r1(y)}`).join('L')}`);
    }
    for (let lat = -48; lat <= -34; lat += 2) {
      const line: Pt[] = [];
      for (let lon = 164; lon <= 181; lon += 0.5) line.push(proj(lon, lat));
      g.push(`M${line.map(([x, y]) => `${r1(x)} ${r1(y)}`).join('L')}`);
    }
    parts.push(`<path d="${g.join('')}" stroke="#ffffff" stroke-width="${r1(1.2 * k)}" stroke-opacity="0.6" fill="none"/>`);
    // sea names
    const [tx, ty] = proj(169.2, -38.6);
    const [px, py] = proj(176.2, -45.2);
    parts.push(`<g ${FONT} font-style="italic" fill="#7fa6bb" font-size="${r1(26 * k)}" letter-spacing="${r1(4 * k)}"><text x="${r1(tx)}" y="${r1(ty)}" text-anchor="middle">Tasman Sea</text><text x="${r1(px)}" y="${r1(py)}" text-anchor="middle">Pacific Ocean</text></g>`);
  }
  // coastline: soft offset shadow, ripple line, then the land
  parts.push(`<path d="${land}" fill="#9fc3d6" transform="translate(${r1(5 * k)} ${r1(7 * k)})"/>`);
  parts.push(`<path d="${land}" fill="none" stroke="#ffffff" stroke-opacity="0.55" stroke-width="${r1(10 * k)}" stroke-linejoin="round"/>`);
  parts.push(`<path d="${land}" fill="url(#land)" stroke="#a9b98f" stroke-width="${r1((small ? 2 : 1.6) * k)}" stroke-linejoin="round"/>`);
  if (!small) {
    // island names sit in the sea beside their coasts, so routes never run over them
    const [nx, ny] = proj(177.7, -41.0);
    const [sx, sy] = proj(167.6, -42.7);
    parts.push(`<g ${FONT} fill="#6f93a8" font-size="${r1(23 * k)}" font-weight="bold" letter-spacing="${r1(3 * k)}"><text x="${r1(nx)}" y="${r1(ny)}" text-anchor="middle">NORTH</text><text x="${r1(nx)}" y="${r1(ny + 28 * k)}" text-anchor="middle">ISLAND</text><text x="${r1(sx)}" y="${r1(sy)}" text-anchor="middle">SOUTH</text><text x="${r1(sx)}" y="${r1(sy + 28 * k)}" text-anchor="middle">ISLAND</text></g>`);
  }
  // the route
  const pts = stops.map((s) => proj(s.longitude, s.latitude));
  if (pts.length > 1) {
    const d = smooth(pts, false, 0.35);
    parts.push(`<path d="${d}" fill="none" stroke="#ffffff" stroke-width="${r1((small ? 14 : 11) * k)}" stroke-linecap="round" stroke-linejoin="round"/>`);
    parts.push(`<path d="${d}" fill="none" stroke="${route}" stroke-width="${r1((small ? 8 : 6) * k)}" stroke-linecap="round" stroke-linejoin="round"${small ? '' : ` stroke-dasharray="${r1(1 * k)} 0"`}/>`);
  }
  // stops; a route that returns to its start ends on the start's marker ('Start & end')
  const r = (small ? 16 : 15) * k;
  const loop = stops.length > 1 && stops[0]!.name === stops[stops.length - 1]!.name;
  pts.forEach(([x, y], i) => {
    if (loop && i === pts.length - 1) return;
    const isEnd = i === 0 || i === pts.length - 1;
    if (small && !isEnd) {
      parts.push(`<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r * 0.55)}" fill="#ffffff" stroke="${route}" stroke-width="${r1(4 * k)}"/>`);
      return;
    }
    parts.push(`<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(isEnd ? r * 1.25 : r)}" fill="${isEnd ? '#1d3557' : route}" stroke="#ffffff" stroke-width="${r1(3.5 * k)}"/>`);
    if (!small) parts.push(`<text x="${r1(x)}" y="${r1(y + r * 0.38)}" text-anchor="middle" ${FONT} font-size="${r1((isEnd ? 17 : 15) * k)}" font-weight="bold" fill="#ffffff">${i + 1}</text>`);
  });
  // start and end labels
  const label = (i: number, text: string): void => {
    const [x, y] = pts[i]!;
    const fs = (small ? 34 : 24) * k;
    const w = text.length * fs * 0.6 + 26 * k;
    const h = fs * 1.55;
    // place the label on the side with more room (west coast labels go left)
    const right = x < W * 0.55;
    let lx = right ? x + r * 1.8 : x - r * 1.8 - w;
    lx = Math.max(6, Math.min(W - w - 6, lx));
    let ly = y - h / 2;
    ly = Math.max(6, Math.min(H - h - 6, ly));
    parts.push(`<g><rect x="${r1(lx)}" y="${r1(ly)}" width="${r1(w)}" height="${r1(h)}" rx="${r1(h / 2)}" fill="#1d3557" fill-opacity="0.92"/>` +
      `<text x="${r1(lx + w / 2)}" y="${r1(ly + h * 0.68)}" text-anchor="middle" ${FONT} font-size="${r1(fs)}" font-weight="bold" fill="#ffffff">${esc(text)}</text></g>`);
  };
  if (stops.length > 0) {
    const first = stops[0]!;
    const last = stops[stops.length - 1]!;
    if (stops.length > 1 && first.name === last.name) {
      label(0, `Start & end: ${first.name}`);
    } else {
      label(0, `Start: ${first.name}`);
      if (stops.length > 1) label(stops.length - 1, `End: ${last.name}`);
    }
  }
  if (!small) {
    // north arrow
    const ax = W - 70 * k;
    const ay = 90 * k;
    parts.push(`<g><path d="M${r1(ax)} ${r1(ay - 40 * k)}L${r1(ax + 16 * k)} ${r1(ay + 10 * k)}L${r1(ax)} ${r1(ay)}L${r1(ax - 16 * k)} ${r1(ay + 10 * k)}Z" fill="#1d3557"/><text x="${r1(ax)}" y="${r1(ay + 40 * k)}" text-anchor="middle" ${FONT} font-size="${r1(22 * k)}" font-weight="bold" fill="#1d3557">N</text></g>`);
    if (o.title) parts.push(`<text x="${r1(30 * k)}" y="${r1(H - 30 * k)}" ${FONT} font-size="${r1(26 * k)}" font-weight="bold" fill="#1d3557">${esc(o.title)}</text>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${parts.join('')}</svg>`;
}

function ringsToPath(proj: (lon: number, lat: number) => Pt, minStep: number): string {
  return nzRings().map((ring) => ringPath(ring, proj, minStep)).join('');
}
