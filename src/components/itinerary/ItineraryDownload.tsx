import React, { useEffect } from 'react';
import { Link, navigate } from 'gatsby';
import { ItineraryQuestionnaire, SnowQuestionnaire } from '../../features/leads';
import { Spinner } from '../ui/Spinner';
import { useHydratedInTransition } from '../../lib/use-hydrated';
import {
  findItineraryTour,
  isSnowTour,
  itineraryPdfFileName,
  itineraryPdfPath,
  readItineraryParams,
  type OperatorContact,
} from './itinerary-format';
import { itineraryPagePath } from '../../../contract/itinerary-address';
import { PrintableItinerary, type PrintableTour } from './PrintableItinerary';
import * as styles from './ItineraryDownload.module.css';

/** The questionnaire's anchor, linked from the top of the page. */
export const QUESTIONNAIRE_ID = 'trip-questionnaire';

/** What the list of every running tour needs of each (the page that finds no itinerary offers them all). */
export type ListedTour = Pick<PrintableTour, 'api_id' | 'name' | 'absolute_slug' | 'number_of_days'> & { category: Pick<PrintableTour['category'], 'name'> };

export interface ItineraryDownloadProps {
  /** Every running tour, from the page's build-time query. */
  tours: ListedTour[];
  /** The address's query string (`?tour_id=3&after=true`). */
  search: string;
}

function PrintButton() {
  return (
    <button type="button" className="button button--secondary" onClick={() => window.print()}>
      <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M6 9V3h12v6M6 18H4a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2" />
        <path d="M6 14h12v7H6z" />
      </svg>
      Print
    </button>
  );
}

function DownloadIcon() {
  return (
    <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M12 3v12M7 10l5 5 5-5M5 21h14" />
    </svg>
  );
}

/** Unknown, archived or missing tour: say so and offer every tour (never a blank page). */
function UnknownTour({ tours }: { tours: ListedTour[] }) {
  return (
    <section className={`container ${styles.unknown}`} aria-labelledby="itinerary-unknown-title">
      <h1 id="itinerary-unknown-title">We couldn’t find that itinerary</h1>
      <p className={styles.lead}>
        The tour in this link is not one we run any more, or the link is incomplete. Choose a tour below to see its day-by-day itinerary and
        request it.
      </p>
      <ul className={styles.tourLinks}>
        {tours.map((tour) => (
          <li key={tour.api_id}>
            <Link to={tour.absolute_slug}>
              <span className={styles.tourName}>{tour.name}</span>
              <span className={styles.tourMeta}>
                {tour.number_of_days} days · {tour.category.name}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <p>
        <Link to="/tours/" className="button">
          View all tours
        </Link>
      </p>
    </section>
  );
}

function LoadingItinerary() {
  return (
    <div className={`container ${styles.loading}`}>
      <Spinner label="Loading your itinerary..." />
    </div>
  );
}

/**
 * /itinerary-download/?tour_id=…&after=true (SPEC 2.6, DECISIONS routes): the server sends a
 * running tour's address to its pre-rendered itinerary before this page is drawn; where nothing
 * did (the development server) the browser goes there itself. A missing, unknown or archived
 * tour is said so, with every tour offered.
 */
export function ItineraryDownload({ tours, search }: ItineraryDownloadProps) {
  // The address is only known in the browser. The servers send a running tour's address on to its
  // itinerary, so the address they answer with this page names none (no tour, or one we no longer
  // run): it says so from its HTML, in words true of both, which stay (a wording changed once the
  // address is read moved the list below it). Only the development server leaves a running
  // tour's address here, and the browser then goes on.
  const hydrated = useHydratedInTransition();
  const { tourId, after } = readItineraryParams(search);
  const tour = findItineraryTour(tours, tourId);
  useEffect(() => {
    if (hydrated && tour) void navigate(itineraryPagePath(tour.api_id, after), { replace: true });
  }, [hydrated, tour, after]);
  if (hydrated && tour) return <LoadingItinerary />;
  return <UnknownTour tours={tours} />;
}

export interface ItineraryPageProps {
  tour: PrintableTour;
  contact: OperatorContact;
  /** After the download form: "Your itinerary is ready" instead of the tour's name. */
  ready: boolean;
}

/**
 * A tour's itinerary page (SPEC 2.6, 4.5), pre-rendered for each running tour: the ready message,
 * the PDF download and print actions, the printable itinerary and the tour's questionnaire.
 */
export function ItineraryPage({ tour, contact, ready }: ItineraryPageProps) {
  const Questionnaire = isSnowTour(tour) ? SnowQuestionnaire : ItineraryQuestionnaire;
  return (
    <>
      <section className={`container ${styles.intro}`} aria-labelledby="itinerary-page-title">
        <p className={styles.eyebrow}>{ready ? 'Thank you' : 'Sample itinerary'}</p>
        <h1 id="itinerary-page-title">{ready ? 'Your itinerary is ready' : `${tour.name} itinerary`}</h1>
        <p className={styles.lead}>
          {ready ? `Here is the day-by-day itinerary of ${tour.name}.` : `The day-by-day itinerary of ${tour.name}.`} Save it as a PDF, print it, or read it
          below.
        </p>
        <div className={styles.actions}>
          <a className={`button ${styles.download}`} href={itineraryPdfPath(tour)} download={itineraryPdfFileName(tour, contact.brand_name)} type="application/pdf">
            <DownloadIcon />
            Download PDF
          </a>
          <PrintButton />
          <Link to={tour.absolute_slug} className={styles.back}>
            Back to the tour
          </Link>
        </div>
        {/* The questionnaire is below a long itinerary: this takes a visitor straight to it. */}
        <aside className={styles.planCallout} aria-label="Plan your trip">
          <p>
            <strong>Would you like this trip tailored to you?</strong> A few quick questions help our team plan it with you.
          </p>
          <a href={`#${QUESTIONNAIRE_ID}`} className={`button button--secondary ${styles.planLink}`}>
            Go to the questionnaire
            <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
              <path d="M12 5v14M6 13l6 6 6-6" />
            </svg>
          </a>
        </aside>
      </section>

      <div className={styles.sheetWrap}>
        <PrintableItinerary tour={tour} contact={contact} />
      </div>

      <div id={QUESTIONNAIRE_ID} tabIndex={-1} className={`container ${styles.questionnaire}`}>
        {/* In the server's HTML with the name fields; once hydrated it takes the sales lead kept in the browser (SPEC 3). */}
        <Questionnaire tourId={String(tour.api_id)} tourSlug={tour.absolute_slug} />
      </div>
    </>
  );
}
