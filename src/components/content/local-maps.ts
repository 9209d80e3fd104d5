/**
 * Street-level maps of the towns an office can be in, for the contact page's 'Find us in …'
 * (a town without one here falls back to the whole-country map). Drawn as inline SVG at build
 * time from these coordinates (WGS84, longitude first): no tiles, no script, no third-party
 * request, as the CSP wants. The outlines are simplified by hand from the public coastline of
 * Lake Wakatipu, good for finding the office, not for navigation.
 */
export type LonLat = [number, number];

export interface LocalMap {
  /** The town, as the destination names it. */
  town: string;
  /** The view: west, east, north, south edges in degrees. */
  bounds: { west: number; east: number; north: number; south: number };
  /** Where the office is (its address is in the site settings). */
  office: LonLat;
  lake: { name: string; label: LonLat; outline: LonLat[] };
  /** Other named water, labelled in italics. */
  waterLabels: { name: string; at: LonLat }[];
  rivers: LonLat[][];
  /** Roads: state highways (major) and local roads. */
  roads: { points: LonLat[]; major: boolean }[];
  /** The built-up area of the town, and its label. */
  town_area: LonLat[];
  townLabel: LonLat;
  places: { name: string; at: LonLat; kind: 'peak' | 'place' | 'airport'; labelSide?: 'left' }[];
}

export const LOCAL_MAPS: LocalMap[] = [
  {
    town: 'Queenstown',
    bounds: { west: 168.598, east: 168.772, north: -44.992, south: -45.088 },
    office: [168.6606, -45.0309],
    lake: {
      name: 'Lake Wakatipu',
      label: [168.628, -45.062],
      outline: [
        [168.58, -45.062], [168.598, -45.0575], [168.61, -45.053], [168.622, -45.0475], [168.635, -45.0432], [168.645, -45.0398],
        [168.652, -45.0362], [168.656, -45.0337], [168.6605, -45.0328], [168.6636, -45.0343], [168.6628, -45.0378], [168.6645, -45.0392],
        [168.6668, -45.0372], [168.6675, -45.0347], [168.671, -45.0334], [168.68, -45.0325], [168.69, -45.031], [168.7, -45.029],
        [168.712, -45.026], [168.722, -45.0236], [168.73, -45.0226], [168.7368, -45.0236], [168.7408, -45.0263], [168.7352, -45.0301],
        [168.725, -45.0321], [168.712, -45.0346], [168.7, -45.0366], [168.69, -45.0386], [168.6825, -45.0412], [168.6768, -45.0448],
        [168.6775, -45.052], [168.6838, -45.0602], [168.69, -45.0705], [168.6952, -45.0805], [168.70, -45.095], [168.64, -45.095],
        [168.6445, -45.0852], [168.64, -45.0752], [168.628, -45.0702], [168.615, -45.0722], [168.60, -45.0742], [168.58, -45.076],
      ],
    },
    waterLabels: [
      { name: 'Frankton Arm', at: [168.703, -45.0323] },
      { name: 'Queenstown Bay', at: [168.6505, -45.0395] },
    ],
    rivers: [
      [[168.7408, -45.0263], [168.748, -45.0285], [168.758, -45.0268], [168.772, -45.0245]],
      [[168.694, -44.992], [168.704, -45.0], [168.722, -45.006], [168.742, -45.011], [168.758, -45.0195], [168.772, -45.0245]],
    ],
    roads: [
      // Frankton Road (SH6A) from the town centre to Frankton
      { major: true, points: [[168.6615, -45.0316], [168.672, -45.0318], [168.684, -45.0305], [168.697, -45.0278], [168.71, -45.0244], [168.722, -45.0212], [168.735, -45.0192]] },
      // SH6 towards Arrowtown and Cromwell
      { major: true, points: [[168.735, -45.0192], [168.748, -45.0135], [168.76, -45.006], [168.772, -44.999]] },
      // SH6 south across the Kawarau, towards Kingston
      { major: true, points: [[168.735, -45.0192], [168.746, -45.0255], [168.747, -45.033], [168.738, -45.048], [168.726, -45.066], [168.715, -45.088]] },
      // Kelvin Heights
      { major: false, points: [[168.7445, -45.0305], [168.725, -45.0362], [168.705, -45.0398], [168.69, -45.0432], [168.684, -45.048]] },
      // Glenorchy Road
      { major: false, points: [[168.6575, -45.0318], [168.647, -45.0372], [168.635, -45.0412], [168.622, -45.0458], [168.61, -45.0505], [168.598, -45.0548]] },
      // Gorge Road to Arthurs Point
      { major: false, points: [[168.6615, -45.0316], [168.6625, -45.024], [168.666, -45.014], [168.672, -45.003], [168.678, -44.992]] },
    ],
    town_area: [
      [168.641, -45.0372], [168.648, -45.0322], [168.653, -45.027], [168.662, -45.0232], [168.672, -45.0262], [168.684, -45.0282],
      [168.684, -45.0303], [168.671, -45.0325], [168.6605, -45.0322], [168.652, -45.0352], [168.645, -45.0392],
    ],
    townLabel: [168.6835, -45.0262],
    places: [
      { name: 'Bob’s Peak (Skyline)', at: [168.6505, -45.0262], kind: 'peak', labelSide: 'left' },
      { name: 'Queenstown Hill', at: [168.6745, -45.0135], kind: 'peak' },
      { name: 'Ben Lomond', at: [168.628, -45.0105], kind: 'peak' },
      { name: 'Kelvin Heights', at: [168.699, -45.0448], kind: 'place' },
      { name: 'Frankton', at: [168.7325, -45.0148], kind: 'place' },
      { name: 'Airport', at: [168.7525, -45.0208], kind: 'airport' },
      { name: 'Arthurs Point', at: [168.682, -44.9985], kind: 'place' },
    ],
  },
];

export const localMapOf = (town: string): LocalMap | undefined => LOCAL_MAPS.find((m) => m.town === town);
