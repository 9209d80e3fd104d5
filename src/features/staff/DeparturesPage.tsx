import React, { useEffect, useRef, useState } from 'react';
import { graphql, Link, useStaticQuery } from 'gatsby';
import type { DepartureListQuery, DepartureSummary } from '../../../contract/staff';
import { STAFF_LIST_PER_PAGE } from '../../../contract/staff-rules';
import { formatNzdExact } from '../../../contract/money';
import { formatWeekdayDate, todayInNz } from '../../../contract/dates';
import { MessageBanner } from '../booking/MessageBanner';
import { errorMessages } from '../booking/bookings-api';
import { CapacityBar } from './CapacityBar';
import { DepartureEditor } from './DepartureEditor';
import { ListCount, ListFilterForm, useListFilters } from './ListFilters';
import { Pager } from './Pager';
import { useStaffDeparturesQuery } from './staff-api';
import * as styles from './Staff.module.css';

const PER_PAGE = STAFF_LIST_PER_PAGE;

interface Filters {
  tour: string;
  from: string;
  to: string;
}

interface ToursData {
  allTour: { nodes: { api_id: number; name: string; archived: boolean }[] };
}

/** The tours to filter by, from the same catalogue the site is built from (archived ones last). */
function useTourChoices() {
  const data = useStaticQuery<ToursData>(graphql`
    query StaffTourChoices {
      allTour(sort: { order: ASC }) {
        nodes {
          api_id
          name
          archived
        }
      }
    }
  `);
  const live = data.allTour.nodes.filter((t) => !t.archived);
  const archived = data.allTour.nodes.filter((t) => t.archived);
  return [...live, ...archived.map((t) => ({ ...t, name: `${t.name} (archived)` }))];
}

function toQuery(filters: Filters, page: number): DepartureListQuery {
  return { tour: filters.tour || undefined, from: filters.from || undefined, to: filters.to || undefined, page, per_page: PER_PAGE };
}

/**
 * Departures for staff: filter by tour and dates (from today by default), each with its seats
 * (sold, held, free; waitlist), whether it is on sale, its price and discount; each opens its
 * manifest, and 'Edit' opens the editor (sale, capacity, last-minute discount) above the list.
 * `ready` is false in the page's pre-rendered frame (the session is not read yet): the filters are
 * drawn disabled and nothing is asked, and the same fields open once it is read.
 */
export function DeparturesPage({ ready = true }: { ready?: boolean }) {
  const tours = useTourChoices();
  const { field, labelFor, onSubmit, applied, page, setPage } = useListFilters<Filters>({ tour: '', from: todayInNz(), to: '' });
  const [editing, setEditing] = useState<DepartureSummary | null>(null);
  const editorRef = useRef<HTMLElement>(null);
  const { data, isFetching, isError, error } = useStaffDeparturesQuery(toQuery(applied, page), { skip: !ready });
  // The editor shows the departure as the list has it now (after a save, the list reloads).
  const current = editing ? (data?.items.find((d) => d.id === editing.id) ?? editing) : null;

  useEffect(() => {
    if (editing) editorRef.current?.focus();
  }, [editing?.id]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <div className={`container ${styles.page}`}>
      <ListFilterForm label="Filter departures" submitLabel="Show departures" onSubmit={onSubmit} disabled={!ready}>
        <div className={styles.field}>
          <label htmlFor={labelFor('tour')}>Tour</label>
          <select {...field('tour')}>
            <option value="">All tours</option>
            {tours.map((t) => (
              <option key={t.api_id} value={String(t.api_id)}>
                {t.name}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={labelFor('from')}>Departing from</label>
          <input type="date" {...field('from')} />
        </div>
        <div className={styles.field}>
          <label htmlFor={labelFor('to')}>Departing until</label>
          <input type="date" {...field('to')} />
        </div>
      </ListFilterForm>

      {current && (
        <DepartureEditor
          ref={editorRef}
          departure={current}
          onClose={() => {
            const rowButton = document.getElementById(`edit-departure-${current.id}`);
            setEditing(null);
            rowButton?.focus();
          }}
        />
      )}

      <ListCount loading={isFetching || !ready} loadingText="Loading the departures…" total={data?.total} noun={['departure', 'departures']} />
      {isError && <MessageBanner kind="error" messages={errorMessages(error, 'We could not load the departures. Please try again.')} />}
      {data && data.items.length > 0 && (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Departure</th>
              <th scope="col">Seats</th>
              <th scope="col">Waitlist</th>
              <th scope="col">Online sale</th>
              <th scope="col">Price per person</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.items.map((d) => (
              <tr key={d.id}>
                <td data-label="Departure">
                  <Link to={`/staff/departures/${d.id}/`}>
                    {d.tour_name}, {formatWeekdayDate(d.date)}
                  </Link>
                  {d.status === 'cancelled' && <span className={styles.overdue}> (cancelled)</span>}
                </td>
                <td data-label="Seats">
                  <CapacityBar capacity={d.capacity} sold={d.sold} held={d.held} free={d.free} />
                </td>
                <td data-label="Waitlist">{d.waitlist}</td>
                <td data-label="Online sale">{d.on_sale ? 'Open' : 'Closed'}</td>
                <td data-label="Price per person">
                  {formatNzdExact(d.tour_price)}
                  {d.discount_rate > 0 && (
                    <span className={styles.muted}>
                      {' '}
                      ({d.discount_rate}% off {formatNzdExact(d.based_price)})
                    </span>
                  )}
                </td>
                <td data-label="Actions">
                  <button
                    type="button"
                    id={`edit-departure-${d.id}`}
                    className="button button--secondary"
                    aria-label={`Edit ${d.tour_name}, ${formatWeekdayDate(d.date)}`}
                    onClick={() => setEditing(d)}
                  >
                    Edit
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {data && <Pager page={page} perPage={data.per_page} total={data.total} onPage={setPage} />}
    </div>
  );
}
