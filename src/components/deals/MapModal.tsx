import React, { useState } from 'react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { Picture } from '../ui/Picture';
import type { DepartureItem } from '../../lib/deals';
import { departureRoute } from '../../lib/tours';
import { Modal } from '../ui/Modal';
import * as styles from './Deals.module.css';

export interface MapModalProps {
  item: DepartureItem | null;
  onClose: () => void;
  /** The tour's map from the build (optimised), by tour slug; otherwise tour_data.map_image_url. */
  maps?: Record<string, IGatsbyImageData | undefined>;
}

/** SPEC 2.3 'View map': a modal showing the tour's map image. */
export function MapModal({ item, onClose, maps = {} }: MapModalProps) {
  const [broken, setBroken] = useState<string | null>(null);
  if (!item) return null;
  const { from, to } = departureRoute(item);
  const alt = `Map of the ${item.tour_data.name} route, ${from === to ? `a loop from ${from}` : `from ${from} to ${to}`}`;
  const built = maps[item.tour_slug];
  const url = item.tour_data.map_image_url;
  return (
    <Modal open onClose={onClose} title={`${item.tour_data.name}: route map`} size="medium">
      <p className={styles.mapMeta}>
        {item.tour_data.number_of_days} days, {from === to ? `return from ${from}` : `${from} to ${to}`}
      </p>
      <div className={styles.mapFrame}>
        {built ? (
          <Picture image={built} alt={alt} className={styles.mapImage} objectFit="contain" />
        ) : url && broken !== url ? (
          <img src={url} alt={alt} className={styles.mapImage} width={500} height={600} onError={() => setBroken(url)} />
        ) : (
          <p className={styles.mapMissing}>The map of this tour is not available right now.</p>
        )}
      </div>
    </Modal>
  );
}
