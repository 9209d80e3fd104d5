/**
 * Who is asking: first name, last name and email, all required (SPEC 5). Questionnaires reuse
 * the sales lead saved by the itinerary download form (SPEC 4.5): when there is one, the names
 * are not asked again, only shown, with a way to send as someone else.
 */
import React from 'react';
import type { Person, SalesLead } from './leads';
import { TextField } from '../../components/form-kit';
import type { LeadValues } from './useLeadForm';
import * as styles from './Forms.module.css';

/** The fields PersonFields registers. */
export const PERSON_FIELD_NAMES = ['first_name', 'last_name', 'email'] as const satisfies readonly (keyof LeadValues)[];

export function PersonFields() {
  return (
    <>
      <div className={styles.row}>
        <TextField label="First name" name="first_name" autoComplete="given-name" maxLength={100} required />
        <TextField label="Last name" name="last_name" autoComplete="family-name" maxLength={100} required />
      </div>
      <TextField label="Email" name="email" type="email" autoComplete="email" maxLength={320} required />
    </>
  );
}

export function personFrom(values: LeadValues): Person {
  return { firstName: values.first_name ?? '', lastName: values.last_name ?? '', email: values.email ?? '' };
}

/** The saved lead, shown instead of the name fields. */
export function SavedPerson({ lead, onChange }: { lead: SalesLead; onChange: () => void }) {
  return (
    <div className={styles.identity}>
      <p>
        Sending as{' '}
        <strong>
          {lead.FirstName} {lead.LastName}
        </strong>{' '}
        ({lead.Email})
      </p>
      <button type="button" className={styles.linkButton} onClick={onChange}>
        Not you? Change details
      </button>
    </div>
  );
}
