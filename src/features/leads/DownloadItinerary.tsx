/**
 * The tour page's 'Download itinerary' button: it opens the itinerary download form in a
 * dialog, so the captcha is only fetched and solved for visitors who want the itinerary.
 */
import React, { useState } from 'react';
import { Modal } from '../../components/ui/Modal';
import { ItineraryDownloadForm, type ItineraryDownloadFormProps } from './ItineraryDownloadForm';
import * as styles from './Forms.module.css';

export function DownloadItinerary({ className, ...form }: ItineraryDownloadFormProps & { className?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)} aria-haspopup="dialog">
        Download itinerary
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={`Download the ${form.tourName} itinerary`} size="medium">
        <p className={styles.intro}>Tell us where to send it: you will see the day-by-day itinerary straight away, ready to print or save as a PDF.</p>
        <ItineraryDownloadForm {...form} />
      </Modal>
    </>
  );
}
