/**
 * A departure's manifest: every traveller of its live bookings (expired and cancelled ones hold
 * no seat and are left out) with what the guides and suppliers need, as JSON and as CSV, and
 * the per-day list for the activity suppliers.
 */
import { eq } from 'drizzle-orm';
import { tourDays } from '../../db/schema/catalogue';
import { toCsv, type CsvCell } from '../../lib/csv';
import { passportProblem } from '../../../contract/traveller-rules';
import type { ManifestTraveller, SupplierListResponse } from '../../../contract/staff';
import type { Db } from '../../db/client';
import { loadLiveDepartureBundles } from '../bookings/load';
import { addDays, todayInNz } from '../../../contract/dates';
import { departureSummary } from './departures';

/** Whole years between a date of birth and a day (YYYY-MM-DD); null when the birth date is missing. */
export function ageOn(dateOfBirth: string | null, day: string): number | null {
  if (!dateOfBirth || !/^\d{4}-\d{2}-\d{2}$/.test(dateOfBirth)) return null;
  const years = Number(day.slice(0, 4)) - Number(dateOfBirth.slice(0, 4));
  return day.slice(5) < dateOfBirth.slice(5) ? years - 1 : years;
}

const nameOf = (t: { firstName: string | null; lastName: string | null }, index: number) =>
  [t.firstName, t.lastName].filter((p) => p && p.trim()).join(' ') || `Traveller ${index + 1} (details to come)`;

/** The departure and its live bookings (expired and cancelled ones hold no seat), read together. */
function departureWithBookings(db: Db, departureId: number) {
  return Promise.all([departureSummary(db, departureId), loadLiveDepartureBundles(db, departureId, todayInNz())]);
}

export async function manifest(db: Db, departureId: number) {
  const [departure, booked] = await departureWithBookings(db, departureId);
  const travellers: ManifestTraveller[] = [];
  for (const { bundle, customerEmail } of booked) {
    const { row } = bundle;
    bundle.travellers.forEach((t) => {
      const mine = bundle.addons.filter((a) => a.travellerId === t.id);
      const problem = t.passportDateOfExpiry ? passportProblem(t.passportDateOfExpiry, departure.end_date) : 'missing';
      travellers.push({
        booking_id: row.id,
        booking_status: row.status,
        booking_balance: row.balanceCents / 100,
        customer_email: customerEmail,
        traveller_id: t.id,
        title: t.title,
        first_name: t.firstName,
        last_name: t.lastName,
        date_of_birth: t.dateOfBirth,
        age_at_departure: ageOn(t.dateOfBirth, departure.date),
        nationality: t.nationality,
        current_location: t.currentLocation,
        passport_number: t.passportNumber,
        passport_date_of_issue: t.passportDateOfIssue,
        passport_date_of_expiry: t.passportDateOfExpiry,
        passport_problem: problem,
        emergency_contact_name: t.emergencyContactName,
        emergency_contact_relationship: t.emergencyContactRelationship,
        emergency_contact_number: t.emergencyContactNumber,
        insurance_name: t.insuranceName,
        insurance_policy_number: t.insurancePolicyNumber,
        insurance_contact_number: t.insuranceContactNumber,
        medical_condition: t.medicalCondition,
        dietary: t.allergies,
        snow_ski_size: t.snowSkiSize,
        snow_ski_height: t.snowSkiHeight,
        snow_ski_weight: t.snowSkiWeight,
        stance: t.stance,
        snow_boot_size: t.snowBootSize,
        snow_cloth_size: t.snowClothSize,
        activities: mine
          .filter((a) => a.dayOrdinal !== null)
          .sort((a, b) => a.dayOrdinal! - b.dayOrdinal!)
          .map((a) => ({ day: a.dayOrdinal!, date: addDays(departure.date, a.dayOrdinal! - 1), activity: a.activityName, option: a.optionName })),
        gear: mine.filter((a) => a.dayOrdinal === null).map((a) => ({ activity: a.activityName, option: a.optionName })),
        extra_nights: bundle.accommodations.filter((a) => a.selected).map((a) => ({ when: a.isBefore ? ('before' as const) : ('after' as const), nights: a.nights })),
        upgrades: bundle.upgrades.map((u) => ({ name: u.name, nights: u.nights, bed_option: u.bedOption })),
      });
    });
  }
  return { departure, travellers };
}

export const MANIFEST_COLUMNS = [
  'Booking',
  'Status',
  'Balance (NZD)',
  'Customer email',
  'Title',
  'First name',
  'Last name',
  'Date of birth',
  'Age at departure',
  'Nationality',
  'Current location',
  'Passport number',
  'Passport issued',
  'Passport expiry',
  'Passport check',
  'Emergency contact',
  'Emergency relationship',
  'Emergency number',
  'Insurer',
  'Policy number',
  'Insurer phone',
  'Medical conditions',
  'Dietary requirements',
  'Ski size',
  'Height (cm)',
  'Weight (kg)',
  'Stance',
  'Boot size',
  'Clothing size',
  'Activities',
  'Gear hire',
  'Extra nights',
  'Upgrades',
] as const;

const PASSPORT_CHECK: Record<string, string> = {
  missing: 'MISSING',
  'expired-before-end': 'EXPIRES BEFORE TOUR ENDS',
  'expires-soon': 'Expires within 3 months after the tour',
};

export function manifestCsv(travellers: ManifestTraveller[]): string {
  const rows: CsvCell[][] = travellers.map((t) => [
    t.booking_id,
    t.booking_status,
    t.booking_balance.toFixed(2),
    t.customer_email,
    t.title,
    t.first_name,
    t.last_name,
    t.date_of_birth,
    t.age_at_departure,
    t.nationality,
    t.current_location,
    t.passport_number,
    t.passport_date_of_issue,
    t.passport_date_of_expiry,
    t.passport_problem ? PASSPORT_CHECK[t.passport_problem] : 'OK',
    t.emergency_contact_name,
    t.emergency_contact_relationship,
    t.emergency_contact_number,
    t.insurance_name,
    t.insurance_policy_number,
    t.insurance_contact_number,
    t.medical_condition,
    t.dietary,
    t.snow_ski_size,
    t.snow_ski_height,
    t.snow_ski_weight,
    t.stance,
    t.snow_boot_size,
    t.snow_cloth_size,
    t.activities.map((a) => `Day ${a.day} (${a.date}): ${a.activity} - ${a.option}`).join('; '),
    t.gear.map((g) => `${g.activity} - ${g.option}`).join('; '),
    t.extra_nights.map((n) => `${n.nights} ${n.nights === 1 ? 'night' : 'nights'} ${n.when}`).join('; '),
    t.upgrades.map((u) => `${u.name} (${u.nights} ${u.nights === 1 ? 'night' : 'nights'}, ${u.bed_option})`).join('; '),
  ]);
  return toCsv(MANIFEST_COLUMNS, rows);
}

/** 'kea-tour_2026-12-01_manifest.csv': only characters safe in a Content-Disposition filename. */
export function manifestFilename(tourSlug: string, date: string): string {
  return `${tourSlug.replace(/[^A-Za-z0-9_-]/g, '-')}_${date}_manifest.csv`;
}

/** Who booked which activity on which day, by day, activity and option. */
export async function supplierList(db: Db, departureId: number): Promise<Omit<SupplierListResponse, 'success'>> {
  const [departure, booked] = await departureWithBookings(db, departureId);
  const bundles = booked.map((b) => b.bundle);
  const days = new Map<number, { title: string; activities: Map<string, Map<string, { booking_id: number; traveller_id: number; name: string }[]>> }>();
  const titles = bundles.length > 0 ? await db.select({ ordinal: tourDays.ordinalNumber, title: tourDays.title }).from(tourDays).where(eq(tourDays.tourId, bundles[0].tour.id)) : [];
  const titleOf = new Map(titles.map((d) => [d.ordinal, d.title]));
  for (const bundle of bundles) {
    bundle.travellers.forEach((t, index) => {
      for (const addon of bundle.addons.filter((a) => a.travellerId === t.id && a.dayOrdinal !== null)) {
        const day = days.get(addon.dayOrdinal!) ?? { title: titleOf.get(addon.dayOrdinal!) ?? `Day ${addon.dayOrdinal}`, activities: new Map() };
        days.set(addon.dayOrdinal!, day);
        const options = day.activities.get(addon.activityName) ?? new Map();
        day.activities.set(addon.activityName, options);
        const list = options.get(addon.optionName) ?? [];
        options.set(addon.optionName, list);
        list.push({ booking_id: bundle.row.id, traveller_id: t.id, name: nameOf(t, index) });
      }
    });
  }
  return {
    departure,
    days: [...days.entries()]
      .sort(([a], [b]) => a - b)
      .map(([day, { title, activities }]) => ({
        day,
        date: addDays(departure.date, day - 1),
        title,
        activities: [...activities.entries()]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([activity, options]) => {
            const list = [...options.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([option, people]) => ({ option, travellers: people }));
            return { activity, options: list, count: list.reduce((n, o) => n + o.travellers.length, 0) };
          }),
      })),
  };
}
