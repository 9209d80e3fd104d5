import React from 'react';
import type { LocalMap, LonLat } from './local-maps';
import * as styles from './OfficeMap.module.css';

/** Width of the map's viewBox; the height follows the view's real proportions. */
const WIDTH = 640;
const KM_PER_DEG_LAT = 111.32;

function projector(map: LocalMap) {
  const { west, east, north, south } = map.bounds;
  const midLat = ((north + south) / 2) * (Math.PI / 180);
  const kmWide = (east - west) * KM_PER_DEG_LAT * Math.cos(midLat);
  const kmTall = (north - south) * KM_PER_DEG_LAT;
  const pxPerKm = WIDTH / kmWide;
  const height = Math.round(kmTall * pxPerKm);
  const at = ([lon, lat]: LonLat): [number, number] => [
    Math.round(((lon - west) / (east - west)) * WIDTH * 10) / 10,
    Math.round(((north - lat) / (north - south)) * height * 10) / 10,
  ];
  return { at, height, pxPerKm };
}

const line = (points: [number, number][]) => points.map(([x, y], i) => `${i ? 'L' : 'M'}${x} ${y}`).join('');

export interface OfficeMapProps {
  map: LocalMap;
  brandName: string;
  /** The street line of the address, shown on the office's label. */
  street: string;
}

/**
 * A street-level map of the office's town (contact page): the lake and rivers, main roads, the
 * town centre, a few landmarks, the office's pin with its street, a scale bar and north. Inline
 * SVG rendered at build time (see local-maps.ts).
 */
export function OfficeMap({ map, brandName, street }: OfficeMapProps) {
  const { at, height, pxPerKm } = projector(map);
  const [ox, oy] = at(map.office);
  const labelW = Math.max(brandName.length * 10.5, street.length * 7.6) + 24;
  // The label sits below the pin, on the lake in front of the town, joined to it by a short line.
  const lx = Math.min(WIDTH - labelW - 8, Math.max(8, ox - labelW + 30));
  const ly = oy + 62;
  const [tx, ty] = at(map.townLabel);
  const [wx, wy] = at(map.lake.label);
  const scaleKm = 1;
  return (
    <figure className={styles.figure}>
      <svg
        viewBox={`0 0 ${WIDTH} ${height}`}
        width={WIDTH}
        height={height}
        role="img"
        aria-label={`Map of ${map.town} showing our office at ${street}, near ${map.lake.name}`}
        className={styles.svg}
      >
        <rect width={WIDTH} height={height} className={styles.land} />
        <path d={`${line(map.town_area.map(at))}Z`} className={styles.town} />
        {map.rivers.map((river, i) => (
          <path key={`river-${i}`} d={line(river.map(at))} className={styles.river} />
        ))}
        <path d={`${line(map.lake.outline.map(at))}Z`} className={styles.water} />
        {map.roads.map((road, i) => (
          <g key={`road-${i}`}>
            <path d={line(road.points.map(at))} className={road.major ? styles.roadMajorCasing : styles.roadCasing} />
            <path d={line(road.points.map(at))} className={road.major ? styles.roadMajor : styles.road} />
          </g>
        ))}
        <text x={wx} y={wy} className={styles.lakeLabel} textAnchor="middle">
          {map.lake.name}
        </text>
        {map.waterLabels.map((w) => {
          const [x, y] = at(w.at);
          return (
            <text key={w.name} x={x} y={y} className={styles.waterLabel} textAnchor="middle">
              {w.name}
            </text>
          );
        })}
        {map.places.map((p) => {
          const [x, y] = at(p.at);
          return (
            <g key={p.name} transform={`translate(${x} ${y})`}>
              {p.kind === 'peak' && <path d="M0 -7L6 4H-6Z" className={styles.peak} />}
              {p.kind === 'place' && <circle r="3.5" className={styles.placeDot} />}
              {p.kind === 'airport' && <path d="M0 -8L2 -2L8 1V3L2 1.5L1.5 6L3.5 7.5V9L0 8L-3.5 9V7.5L-1.5 6L-2 1.5L-8 3V1L-2 -2Z" className={styles.peak} />}
              <text
                x={p.labelSide === 'left' ? -10 : 0}
                y={p.labelSide === 'left' ? 4 : p.kind === 'place' ? -8 : 18}
                textAnchor={p.labelSide === 'left' ? 'end' : 'middle'}
                className={styles.placeLabel}
              >
                {p.name}
              </text>
            </g>
          );
        })}
        <text x={tx} y={ty} className={styles.townLabel} textAnchor="middle">
          {map.town.toUpperCase()}
        </text>
        {/* the office: a pin and its label */}
        <g transform={`translate(${ox} ${oy})`}>
          <circle r="14" className={styles.halo} />
          <path d="M0 0C-4 -8 -11 -12 -11 -20A11 11 0 1 1 11 -20C11 -12 4 -8 0 0Z" className={styles.pin} />
          <circle cx="0" cy="-20" r="4.2" className={styles.pinDot} />
        </g>
        <path d={`M${ox} ${oy + 2}V${ly}`} className={styles.leader} />
        <g transform={`translate(${lx} ${ly})`}>
          <rect width={labelW} height="46" rx="8" className={styles.card} />
          <text x="12" y="20" className={styles.cardTitle}>
            {brandName}
          </text>
          <text x="12" y="37" className={styles.cardText}>
            {street}
          </text>
        </g>
        {/* scale and north */}
        <g transform={`translate(16 ${height - 18})`}>
          <path d={`M0 -6V0H${Math.round(pxPerKm * scaleKm)}V-6`} className={styles.scale} />
          <text x={Math.round(pxPerKm * scaleKm) + 8} y="0" className={styles.scaleText}>
            {scaleKm} km
          </text>
        </g>
        <g transform={`translate(${WIDTH - 30} 40)`}>
          <path d="M0 -22L9 6L0 0L-9 6Z" className={styles.north} />
          <text x="0" y="24" textAnchor="middle" className={styles.northText}>
            N
          </text>
        </g>
      </svg>
      <figcaption className={styles.caption}>
        {street}, {map.town}: on the town centre’s main street, two minutes’ walk from {map.lake.name}.
      </figcaption>
    </figure>
  );
}
