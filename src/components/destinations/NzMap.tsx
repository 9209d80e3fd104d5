import React from 'react';
import * as styles from './NzMap.module.css';

/**
 * A small map of New Zealand drawn as inline SVG from coordinates at build time: no map
 * tiles, no script, no third-party requests. The outline is a simplified coastline
 * (longitude, latitude), projected equirectangularly with the width scaled by cos(41°S).
 */
const NORTH_ISLAND: [number, number][] = [
  [172.68, -34.43], [173.0, -34.4], [173.5, -34.95], [174.1, -35.2], [174.3, -35.55], [174.55, -35.85], [174.8, -36.3],
  [174.9, -36.8], [175.15, -36.95], [175.35, -36.47], [175.55, -36.55], [175.85, -36.85], [175.95, -37.4], [176.2, -37.65],
  [177.0, -37.95], [177.3, -38.0], [177.98, -37.53], [178.55, -37.69], [178.3, -38.2], [178.0, -38.67], [177.9, -39.1],
  [177.4, -39.05], [176.92, -39.49], [177.1, -39.64], [176.85, -40.05], [176.6, -40.5], [176.23, -40.9], [175.8, -41.3],
  [175.3, -41.6], [175.0, -41.42], [174.8, -41.35], [174.95, -40.98], [175.2, -40.47], [175.0, -39.95], [174.5, -39.76],
  [174.0, -39.55], [173.76, -39.28], [174.08, -39.06], [174.6, -38.7], [174.7, -38.3], [174.8, -38.07], [174.85, -37.8],
  [174.7, -37.38], [174.55, -37.05], [174.45, -36.8], [174.2, -36.4], [173.9, -36.15], [173.7, -35.9], [173.35, -35.5],
  [173.1, -35.17], [172.9, -34.8],
];
const SOUTH_ISLAND: [number, number][] = [
  [172.65, -40.5], [173.1, -40.52], [172.8, -40.85], [173.0, -40.78], [173.28, -41.27], [173.6, -41.05], [173.85, -40.92],
  [174.3, -40.99], [174.1, -41.25], [174.27, -41.73], [173.95, -42.15], [173.7, -42.42], [173.3, -42.8], [173.1, -43.05],
  [172.75, -43.45], [173.1, -43.65], [173.05, -43.85], [172.5, -43.85], [171.8, -44.1], [171.25, -44.4], [171.15, -44.9],
  [171.0, -45.1], [170.75, -45.6], [170.75, -45.85], [170.2, -46.1], [169.8, -46.45], [168.85, -46.66], [168.35, -46.6],
  [167.6, -46.25], [166.6, -46.15], [166.45, -45.7], [166.9, -45.2], [167.6, -44.8], [167.9, -44.6], [168.3, -44.15],
  [168.6, -43.97], [169.05, -43.85], [169.5, -43.65], [169.95, -43.45], [170.5, -43.05], [170.95, -42.7], [171.2, -42.45],
  [171.45, -41.75], [171.8, -41.55], [172.1, -41.25], [172.2, -40.78],
];
const STEWART_ISLAND: [number, number][] = [
  [167.55, -46.75], [167.9, -46.7], [168.2, -46.9], [168.1, -47.15], [167.6, -47.25], [167.55, -46.75],
];

const BOUNDS = { west: 166.2, east: 178.8, north: -34.2, south: -47.5 };
const X_SCALE = Math.cos((41 * Math.PI) / 180);
export const MAP_WIDTH = Math.round((BOUNDS.east - BOUNDS.west) * X_SCALE * 40);
export const MAP_HEIGHT = Math.round((BOUNDS.north - BOUNDS.south) * 40);

/** Latitude and longitude to SVG coordinates in the map's viewBox. */
export function project(latitude: number, longitude: number): { x: number; y: number } {
  return {
    x: Math.round((longitude - BOUNDS.west) * X_SCALE * 40 * 10) / 10,
    y: Math.round((BOUNDS.north - latitude) * 40 * 10) / 10,
  };
}

const path = (points: [number, number][]) =>
  `${points.map(([lon, lat], i) => `${i === 0 ? 'M' : 'L'}${project(lat, lon).x} ${project(lat, lon).y}`).join(' ')} Z`;

export interface MapMarker {
  name: string;
  latitude: number;
  longitude: number;
}

export interface NzMapProps {
  markers: MapMarker[];
  /** Short text for assistive technology, e.g. 'Map of New Zealand showing Queenstown'. */
  label: string;
  /** Draw a line between the markers in order (a route). */
  route?: boolean;
  className?: string;
}

export function NzMap({ markers, label, route = false, className }: NzMapProps) {
  const points = markers.map((m) => ({ ...m, ...project(m.latitude, m.longitude) }));
  return (
    <figure className={`${styles.figure} ${className ?? ''}`}>
      <svg viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`} role="img" aria-label={label} className={styles.svg} width={MAP_WIDTH} height={MAP_HEIGHT}>
        <rect width={MAP_WIDTH} height={MAP_HEIGHT} className={styles.sea} />
        <path d={path(NORTH_ISLAND)} className={styles.land} />
        <path d={path(SOUTH_ISLAND)} className={styles.land} />
        <path d={path(STEWART_ISLAND)} className={styles.land} />
        {route && points.length > 1 && (
          <polyline points={points.map((p) => `${p.x},${p.y}`).join(' ')} className={styles.route} />
        )}
        {points.map((p) => (
          <g key={`${p.name}-${p.x}-${p.y}`} transform={`translate(${p.x} ${p.y})`}>
            <path d="M0 0 C -4 -8 -11 -12 -11 -20 A 11 11 0 1 1 11 -20 C 11 -12 4 -8 0 0 Z" className={styles.pin} />
            <circle cx="0" cy="-20" r="4" className={styles.pinDot} />
            {points.length <= 3 && (
              <text x={p.x > MAP_WIDTH * 0.6 ? -16 : 16} y="-16" textAnchor={p.x > MAP_WIDTH * 0.6 ? 'end' : 'start'} className={styles.label}>
                {p.name}
              </text>
            )}
          </g>
        ))}
      </svg>
    </figure>
  );
}
