import React from 'react';
import { Modal } from '../../components/ui/Modal';
import * as styles from './Booking.module.css';

export const VACCINATION_NOTICE =
  'All travellers must show proof of COVID-19 vaccination before departure on Day 1 of the tour, unless they are medically exempt.';

/** SPEC 2.5: the vaccination notice modal of the traveller details page. */
export function VaccinationNotice({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} title="Vaccination requirements" onClose={onClose} size="small">
      <p>{VACCINATION_NOTICE}</p>
      <p>
        If a traveller is medically exempt, please bring the exemption document with you and let us know before departure so your guide can
        help on the day.
      </p>
      <div className={styles.actions}>
        <button type="button" className="button" onClick={onClose}>
          I understand
        </button>
      </div>
    </Modal>
  );
}
