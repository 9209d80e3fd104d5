import React from 'react';
import { Link, navigate } from 'gatsby';
import { CheckboxField, contractResolver, KitForm, SubmitButton, useKitForm } from '../../components/form-kit';
import { bookingPagePath } from './booking-steps';
import { errorMessages, useUpdateBookingMutation } from './bookings-api';
import type { StepProps } from './BookingShell';
import { LockedNotice } from './Notices';
import { MessageBanner } from './MessageBanner';
import { formatWeekdayDate } from '../../../contract/dates';
import { formatNzd, formatNzdCents } from '../../../contract/money';
import { balanceDueDate, DEPOSIT_PER_TRAVELLER_CENTS, FULL_PAYMENT_DAYS } from '../../../contract/payment-rules';
import * as styles from './Booking.module.css';

/** Nothing ticked: the box's own words, beside it (the box has the focus). */
export const AGREE_REQUIRED = 'Please tick the box to agree to the booking conditions.';

interface AgreeValues {
  agree_with_the_conditions: boolean;
}

// The update's own field: the API reads a boolean; the form asks for it ticked.
const agreeResolver = contractResolver<AgreeValues>(() => import('../../../contract/bookings').then((m) => m.UpdateBookingSchema), {
  required: ['agree_with_the_conditions'],
  messages: { agree_with_the_conditions: AGREE_REQUIRED },
});

/** The details step: the booking conditions in short and the agreement (PUT agree_with_the_conditions). */
export function DetailsStep({ booking, bookingRef }: StepProps) {
  const { form, serverErrors, setServerErrors, submitWith } = useKitForm<AgreeValues>({
    resolver: agreeResolver,
    defaultValues: { agree_with_the_conditions: false },
  });
  const [update, { isLoading }] = useUpdateBookingMutation();
  const agreed = booking.agree_with_the_conditions;
  const balanceDue = balanceDueDate(booking.departure_date);

  const agree = submitWith(async () => {
    const result = await update({ id: booking.id, fields: { agree_with_the_conditions: true } });
    if ('error' in result) {
      setServerErrors(errorMessages(result.error, 'We could not save your agreement. Please try again.'));
      return;
    }
    void navigate(bookingPagePath('traveller-details', bookingRef));
  });

  return (
    <>
      {booking.locked && <LockedNotice />}
      <section className={styles.card} aria-labelledby="conditions-title">
        <h3 id="conditions-title" className={styles.cardTitle}>
          Before you book: the short version
        </h3>
        <ul className={styles.conditions}>
          <li>
            <strong>Deposit.</strong> A lifetime deposit of {formatNzdCents(DEPOSIT_PER_TRAVELLER_CENTS)} per traveller ({formatNzd(booking.deposit_due)} for this
            booking) secures your places. If you change tour or dates, or cancel, it stays with you as a credit towards a future tour.
          </li>
          <li>
            <strong>Balance.</strong> The full balance is due {FULL_PAYMENT_DAYS} days before departure
            {booking.can_pay_partially ? `, by ${formatWeekdayDate(balanceDue)}` : ''}. Bookings made within {FULL_PAYMENT_DAYS} days of departure are
            paid in full when booking.
          </li>
          <li>
            <strong>Swaps.</strong> Change to another tour or departure date free of charge up to {booking.free_swap_days} days before departure.
          </li>
          <li>
            <strong>Cancellation.</strong> If you cancel more than {FULL_PAYMENT_DAYS} days out there is no charge beyond the deposit, which stays
            as your credit; charges on the tour price apply from {FULL_PAYMENT_DAYS} days before departure.
          </li>
          <li>
            <strong>Travellers</strong> must be aged 18 or over on the date the tour departs.
          </li>
        </ul>
        <p>
          Please read the full <Link to="/booking-conditions/">booking conditions</Link> before you agree.
        </p>
        {agreed ? (
          <>
            <MessageBanner kind="success" messages={['You have agreed to the booking conditions.']} />
            {!booking.locked && (
              <div className={styles.actions}>
                <Link to={bookingPagePath('traveller-details', bookingRef)} className="button">
                  Continue to traveller details
                </Link>
              </div>
            )}
          </>
        ) : (
          <KitForm form={form} onSubmit={agree} noteOptional={false}>
            <MessageBanner kind="error" messages={serverErrors} />
            <CheckboxField
              name="agree_with_the_conditions"
              required
              label="I have read and agree to the booking conditions on behalf of everyone in this booking."
            />
            <div className={styles.actions}>
              <SubmitButton busy={isLoading} busyLabel="Saving…" disabled={booking.locked}>
                Agree and continue
              </SubmitButton>
            </div>
          </KitForm>
        )}
      </section>
    </>
  );
}
