import React, { useMemo, useRef, useState } from 'react';
import type { CreatePromoCodeBody, PromoCode } from '../../../contract/staff';
import { formatNzdExact } from '../../../contract/money';
import { formatMediumDate, todayInNz } from '../../../contract/dates';
import { contractResolver, DateField, FormErrors, KitForm, RadioGroup, SubmitButton, TextField, useKitForm } from '../../components/form-kit';
import { MessageBanner } from '../booking/MessageBanner';
import { errorMessages } from '../booking/bookings-api';
import { useCreatePromoCodeMutation, useExpirePromoCodeMutation, usePromoCodesQuery } from './staff-api';
import * as styles from './Staff.module.css';

interface PromoValues {
  code: string;
  kind: 'amount' | 'percent';
  value: string;
  expired_date: string;
  usage_limit: string;
  per_customer_limit: string;
}

const BLANK: PromoValues = { code: '', kind: 'amount', value: '', expired_date: '', usage_limit: '', per_customer_limit: '1' };

/** '' -> undefined (left out); '12.5' -> 12.5; anything else -> NaN, which the schema refuses. */
const numberOrNothing = (text: string): number | undefined => (text.trim() === '' ? undefined : /^\d+(\.\d+)?$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/** The form's values as the API takes them. */
export function promoBody(values: PromoValues): CreatePromoCodeBody {
  const usageLimit = numberOrNothing(values.usage_limit);
  return {
    code: values.code.trim().toUpperCase(),
    kind: values.kind,
    value: numberOrNothing(values.value) ?? Number.NaN,
    ...(values.expired_date ? { expired_date: values.expired_date } : {}),
    ...(usageLimit !== undefined ? { usage_limit: usageLimit } : {}),
    per_customer_limit: numberOrNothing(values.per_customer_limit) ?? 1,
  };
}

/** '15% off' or '$50.00 off'. */
export const promoDiscount = (promo: Pick<PromoCode, 'kind' | 'value'>) => (promo.kind === 'percent' ? `${promo.value}% off` : `${formatNzdExact(promo.value)} off`);

/** 'Active', 'Expired' (past its last day) or 'Used up' (as many live bookings hold it as it allows). */
export function promoStatus(promo: PromoCode, today: string): 'Active' | 'Expired' | 'Used up' {
  if (promo.expired_date !== null && today > promo.expired_date) return 'Expired';
  if (!promo.active) return 'Used up';
  return 'Active';
}

/** '3 of 100' or '3 (no limit)'. */
const promoUses = (promo: PromoCode) => (promo.usage_limit === null ? `${promo.times_used} (no limit)` : `${promo.times_used} of ${promo.usage_limit}`);

/** The form; `ready` false: the page's pre-rendered frame, where it is drawn disabled (nothing can be sent before the session is read). */
function NewPromoCode({ ready }: { ready: boolean }) {
  const [create, { isLoading }] = useCreatePromoCodeMutation();
  const [created, setCreated] = useState('');
  const resolver = useMemo(() => contractResolver<PromoValues>(() => import('../../../contract/staff').then((m) => m.CreatePromoCodeBodySchema), { required: ['code', 'kind', 'value'], toWire: (v) => ({ ...promoBody(v) }) }), []);
  const { form, serverErrors, setServerErrors, submitWith } = useKitForm<PromoValues>({ resolver, defaultValues: BLANK });

  const onSubmit = submitWith(async (values) => {
    setCreated('');
    const result = await create(promoBody(values));
    if ('error' in result) {
      setServerErrors(errorMessages(result.error, 'We could not create the promo code. Please try again.'));
      return;
    }
    form.reset(BLANK);
    setCreated(`Promo code ${result.data.code} created: ${promoDiscount(result.data)}.`);
  });

  return (
    <section className={`${styles.panel} ${styles.editor}`} aria-labelledby="new-promo">
      <h2 id="new-promo">New promo code</h2>
      <div role="status" className={created ? styles.outcomeLine : undefined}>
        {created}
      </div>
      <FormErrors errors={serverErrors} />
      <KitForm form={form} onSubmit={onSubmit} aria-labelledby="new-promo" className={styles.editorForm}>
        <fieldset className={styles.plainFieldset} disabled={!ready}>
          <TextField name="code" label="Code" required maxLength={40} autoComplete="off" hint="3 to 40 letters, digits, - or _. Customers type it in any case." />
          <RadioGroup
            name="kind"
            legend="Discount"
            required
            options={[
              { value: 'amount', label: 'An amount in NZD off the booking' },
              { value: 'percent', label: 'A percent off the tour price' },
            ]}
            defaultChecked={['amount']}
          />
          <TextField name="value" label="Amount or percent" required inputMode="decimal" maxLength={9} hint="NZD to the cent (50 or 49.50), or a whole percent from 1 to 100." />
          {/* The frame's HTML is from the build's day: today's date only once the page is live. */}
          <DateField name="expired_date" label="Last day it can be used" min={ready ? todayInNz() : undefined} hint="Leave empty for no end date." />
          <TextField name="usage_limit" label="Uses in all" inputMode="numeric" maxLength={7} hint="How many bookings can use it; leave empty for no limit." />
          <TextField name="per_customer_limit" label="Uses per customer" inputMode="numeric" maxLength={3} required />
          <SubmitButton busy={isLoading} busyLabel="Creating…">
            Create promo code
          </SubmitButton>
        </fieldset>
      </KitForm>
    </section>
  );
}

/** 'Expire' asks once more before it ends a code for good; the answer is announced above the list. */
function ExpireButton({ promo, onDone }: { promo: PromoCode; onDone: (message: string, failed?: boolean) => void }) {
  const [asking, setAsking] = useState(false);
  const [expire, { isLoading }] = useExpirePromoCodeMutation();
  const confirmRef = useRef<HTMLButtonElement>(null);
  if (promo.expired_date !== null && todayInNz() > promo.expired_date) return null;
  if (!asking) {
    return (
      <button
        type="button"
        className="button button--secondary"
        aria-label={`Expire ${promo.code}`}
        onClick={() => {
          setAsking(true);
          requestAnimationFrame(() => confirmRef.current?.focus());
        }}
      >
        Expire
      </button>
    );
  }
  return (
    <span className={styles.actions}>
      <button
        ref={confirmRef}
        type="button"
        className="button"
        disabled={isLoading}
        onClick={async () => {
          const result = await expire(promo.id);
          setAsking(false);
          if ('error' in result) onDone(errorMessages(result.error, 'We could not expire the promo code. Please try again.').join(' '), true);
          else onDone(`Promo code ${promo.code} expired: it can no longer be applied. Bookings that already hold it keep their discount.`);
        }}
      >
        Yes, expire {promo.code}
      </button>
      <button type="button" className="button button--secondary" onClick={() => setAsking(false)}>
        Keep it
      </button>
    </span>
  );
}

/**
 * Promo codes for staff: every code with its discount, limits, uses (live bookings holding it)
 * and whether it can still be applied; a form to create one, and a way to expire one. `ready` is
 * false in the page's pre-rendered frame (the session is not read yet): the same page with its
 * form disabled and the list loading, so the form paints from the HTML and nothing moves after.
 */
export function PromoCodesPage({ ready = true }: { ready?: boolean }) {
  const { data: promos, isLoading: loading, isError, error } = usePromoCodesQuery(undefined, { skip: !ready });
  const isLoading = loading || !ready;
  const [outcome, setOutcome] = useState<{ message: string; failed: boolean } | null>(null);
  const today = todayInNz();
  return (
    <div className={`container ${styles.page}`}>
      <NewPromoCode ready={ready} />
      <section className={styles.section} aria-labelledby="promo-list">
        <h2 id="promo-list">All promo codes</h2>
        <div role="status">{outcome && !outcome.failed && <p className={styles.outcomeLine}>{outcome.message}</p>}</div>
        {outcome?.failed && <MessageBanner kind="error" messages={[outcome.message]} />}
        {isLoading && <p role="status">Loading the promo codes…</p>}
        {isError && <MessageBanner kind="error" messages={errorMessages(error, 'We could not load the promo codes. Please try again.')} />}
        {promos && promos.length === 0 && <p className={styles.muted}>No promo codes yet.</p>}
        {promos && promos.length > 0 && (
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Code</th>
                <th scope="col">Discount</th>
                <th scope="col">Uses</th>
                <th scope="col">Per customer</th>
                <th scope="col">Last day</th>
                <th scope="col">Status</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {promos.map((p) => (
                <tr key={p.id}>
                  <td data-label="Code">
                    <strong>{p.code}</strong>
                  </td>
                  <td data-label="Discount">{promoDiscount(p)}</td>
                  <td data-label="Uses">{promoUses(p)}</td>
                  <td data-label="Per customer">{p.per_customer_limit}</td>
                  <td data-label="Last day">{p.expired_date ? formatMediumDate(p.expired_date) : 'No end date'}</td>
                  <td data-label="Status">
                    <span className={`${styles.status} ${p.active ? styles.statusGood : styles.statusBad}`}>{promoStatus(p, today)}</span>
                  </td>
                  <td>
                    <ExpireButton promo={p} onDone={(message, failed = false) => setOutcome({ message, failed })} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
