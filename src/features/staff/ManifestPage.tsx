import React, { useState } from 'react';
import type { ManifestTraveller } from '../../../contract/staff';
import { formatNzdExact } from '../../../contract/money';
import { MessageBanner } from '../booking/MessageBanner';
import { errorMessages } from '../booking/bookings-api';
import { useAppSelector } from '../../state/store';
import { Link } from 'gatsby';
import { CapacityBar } from './CapacityBar';
import { downloadStaffFile } from './download';
import { useManifestQuery, useSuppliersQuery } from './staff-api';
import * as styles from './Staff.module.css';
import { useDeferredQuery } from '../../state/use-deferred-data';

const PASSPORT_PROBLEMS: Record<string, string> = {
  missing: 'Passport details missing',
  'expired-before-end': 'Passport expires before the tour ends',
  'expires-soon': 'Passport expires within 3 months after the tour',
};

const nameOf = (t: ManifestTraveller) => [t.title, t.first_name, t.last_name].filter(Boolean).join(' ') || `Traveller ${t.traveller_id}`;
const joined = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(', ');

/**
 * A departure's manifest: every traveller with what the guides need (age at departure,
 * passport with its problems flagged, emergency contact, insurance, medical and dietary needs,
 * snow gear sizes, activities by day, extras), the booking's status and balance; printable,
 * and as a CSV for a spreadsheet. Below it, each day's activity lists for the suppliers.
 */
export function ManifestPage({ id }: { id: number }) {
  // Drawn in a transition React slices, not in the store update's one long task.
  const manifest = useDeferredQuery(useManifestQuery(id));
  const suppliers = useSuppliersQuery(id);
  const session = useAppSelector((state) => state.session.session);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const departure = manifest.data?.departure;

  async function downloadCsv() {
    if (!session || !departure) return;
    setDownloadError(await downloadStaffFile(`staff/departures/${id}/manifest.csv`, session, `manifest-${departure.tour_slug}-${departure.date}.csv`));
  }

  if (manifest.isLoading) return <p className={`container ${styles.page}`} role="status">Loading the manifest…</p>;
  if (manifest.isError || !manifest.data || !departure) {
    return (
      <div className={`container ${styles.page}`}>
        <MessageBanner kind="error" messages={errorMessages(manifest.error, 'We could not load this manifest.')} />
      </div>
    );
  }
  const travellers = manifest.data.travellers;
  return (
    <div className={`container ${styles.page} ${styles.manifest}`}>
      <section className={styles.section} aria-labelledby="manifest-title">
        <h2 id="manifest-title">
          {departure.tour_name}, {departure.date} to {departure.end_date}
        </h2>
        <CapacityBar capacity={departure.capacity} sold={departure.sold} held={departure.held} free={departure.free} />
        <p className={styles.muted}>
          {travellers.length} {travellers.length === 1 ? 'traveller' : 'travellers'} · waitlist {departure.waitlist} · online sale {departure.on_sale ? 'open' : 'closed'}
        </p>
        <div className={styles.actions}>
          <button type="button" className="button" onClick={() => void downloadCsv()}>
            Download CSV
          </button>
          <button type="button" className="button button--secondary" onClick={() => window.print()}>
            Print
          </button>
        </div>
        {downloadError && <MessageBanner kind="error" messages={[downloadError]} />}
      </section>

      <section className={styles.section} aria-labelledby="travellers-title">
        <h2 id="travellers-title">Travellers</h2>
        {travellers.length === 0 ? (
          <p className={styles.muted}>Nobody is booked on this departure yet.</p>
        ) : (
          <table className={`${styles.table} ${styles.manifestTable}`}>
            <thead>
              <tr>
                <th scope="col">Traveller</th>
                <th scope="col">Booking</th>
                <th scope="col">Passport</th>
                <th scope="col">Emergency contact</th>
                <th scope="col">Insurance</th>
                <th scope="col">Medical and dietary</th>
                <th scope="col">Snow gear</th>
                <th scope="col">Activities and extras</th>
              </tr>
            </thead>
            <tbody>
              {travellers.map((t) => (
                <tr key={t.traveller_id}>
                  <td data-label="Traveller">
                    <strong>{nameOf(t)}</strong>
                    <br />
                    {joined(t.age_at_departure !== null ? `${t.age_at_departure} at departure` : null, t.nationality)}
                  </td>
                  <td data-label="Booking">
                    <Link to={`/staff/bookings/${t.booking_id}/`}>Booking {t.booking_id}</Link>
                    <br />
                    {t.booking_status}, balance {formatNzdExact(t.booking_balance)}
                  </td>
                  <td data-label="Passport">
                    {joined(t.passport_number, t.passport_date_of_expiry ? `expires ${t.passport_date_of_expiry}` : null)}
                    {t.passport_problem && <span className={styles.flag}>{PASSPORT_PROBLEMS[t.passport_problem] ?? t.passport_problem}</span>}
                  </td>
                  <td data-label="Emergency contact">{joined(t.emergency_contact_name, t.emergency_contact_relationship, t.emergency_contact_number) || '—'}</td>
                  <td data-label="Insurance">{joined(t.insurance_name, t.insurance_policy_number, t.insurance_contact_number) || '—'}</td>
                  <td data-label="Medical and dietary">{joined(t.medical_condition, t.dietary) || '—'}</td>
                  <td data-label="Snow gear">
                    {joined(
                      t.snow_ski_size && `ski ${t.snow_ski_size}`,
                      t.snow_ski_height && `height ${t.snow_ski_height}`,
                      t.snow_ski_weight && `weight ${t.snow_ski_weight}`,
                      t.stance && `stance ${t.stance}`,
                      t.snow_boot_size && `boots ${t.snow_boot_size}`,
                      t.snow_cloth_size && `clothing ${t.snow_cloth_size}`,
                    ) || '—'}
                  </td>
                  <td data-label="Activities and extras">
                    <ul className={styles.cellList}>
                      {t.activities.map((a) => (
                        <li key={`${a.day}-${a.option}`}>
                          Day {a.day} ({a.date}): {a.activity}, {a.option}
                        </li>
                      ))}
                      {t.gear.map((g) => (
                        <li key={`gear-${g.option}`}>
                          {g.activity}: {g.option}
                        </li>
                      ))}
                      {t.extra_nights.map((n) => (
                        <li key={`night-${n.when}`}>
                          {n.nights} extra {n.nights === 1 ? 'night' : 'nights'} {n.when}
                        </li>
                      ))}
                      {t.upgrades.map((u) => (
                        <li key={`upgrade-${u.name}`}>
                          Upgrade: {u.name}, {u.nights} {u.nights === 1 ? 'night' : 'nights'}, {u.bed_option}
                        </li>
                      ))}
                    </ul>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section className={styles.section} aria-labelledby="suppliers-title">
        <h2 id="suppliers-title">Activity lists for suppliers</h2>
        {suppliers.isLoading && <p role="status">Loading the activity lists…</p>}
        {suppliers.isError && <MessageBanner kind="error" messages={errorMessages(suppliers.error, 'We could not load the activity lists.')} />}
        {suppliers.data && suppliers.data.days.every((d) => d.activities.length === 0) && <p className={styles.muted}>No day activities are booked.</p>}
        {suppliers.data?.days
          .filter((d) => d.activities.length > 0)
          .map((d) => (
            <div key={d.day} className={styles.supplierDay}>
              <h3>
                Day {d.day}, {d.date}: {d.title}
              </h3>
              {d.activities.map((a) => (
                <div key={a.activity}>
                  <p className={styles.eventTitle}>
                    {a.activity} ({a.count})
                  </p>
                  <ul className={styles.cellList}>
                    {a.options.map((o) => (
                      <li key={o.option}>
                        {o.option}: {o.travellers.map((t) => `${t.name} (booking ${t.booking_id})`).join(', ')}
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          ))}
      </section>
    </div>
  );
}
