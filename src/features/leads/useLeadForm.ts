/**
 * One lead form (SPEC 4.5) on the field kit: checked by the lead type's contract schema, then
 * the captcha, then `POST /api/third_party/crm_lead`; a saving state throughout; the server's
 * errors one per line on failure (and a fresh captcha, since the API accepts a solved one once).
 */
import { useCallback, useMemo, useState } from 'react';
import type { LeadBody, LeadType } from '../../../contract/leads';
import { LEAD_ENDPOINT } from './leads';
import { errorsOf, request } from '../../lib/request';
import { contractResolver, tickedValues, useKitForm } from '../../components/form-kit';
import { useCaptcha } from './captcha';
import { TOUR_TYPE_FIELDS } from './TourTypeChoices';

/** What the lead forms ask, by the wire's names; a form registers the ones it shows. */
export interface LeadValues {
  first_name?: string;
  last_name?: string;
  email?: string;
  phone?: string;
  subscribe?: boolean;
  /** Ticked tour types: the wire's flag names (adventure_selected…). Groups: read with tickedValues. */
  tour_types?: string[] | false;
  message_text?: string;
  when_visiting?: string[] | false;
  where_visiting?: string;
  how_long_visiting?: string;
  travel_style?: string[] | false;
  snow_ability_level?: string;
  ski_or_board?: string;
}

const joined = (values: unknown) => tickedValues(values).join(';');

/** The form's values in the lead body's shape, for its schema (multi-choice answers joined with ';', tour types as flags). */
export function leadWire(values: LeadValues): Record<string, unknown> {
  const { tour_types, when_visiting, travel_style, ...rest } = values;
  const flags = Object.fromEntries(TOUR_TYPE_FIELDS.map((name) => [name, tickedValues(tour_types).includes(name)]));
  return { ...rest, ...flags, when_visiting: joined(when_visiting), travel_style: joined(travel_style) };
}

export interface LeadFormOptions {
  type: LeadType;
  /** The lead body from the form's values, the captcha token and the page address. */
  build: (values: LeadValues, captcha: string, sourceUrl: string) => LeadBody;
  /** After the API stored the lead (navigate on from here). */
  onSuccess: (body: LeadBody, values: LeadValues) => void;
}

export function useLeadForm({ type, build, onSuccess }: LeadFormOptions) {
  const captcha = useCaptcha();
  const resolver = useMemo(() => contractResolver<LeadValues>(() => import('../../../contract/leads').then((m) => m.LEAD_SCHEMAS[type]), { toWire: leadWire }), [type]);
  const { form, serverErrors, setServerErrors, submitWith } = useKitForm<LeadValues>({ resolver });
  const [saving, setSaving] = useState(false);
  // Sent before the captcha was solved: the button says it is checking until the token is there.
  const [checking, setChecking] = useState(false);

  const send = useCallback(
    async (values: LeadValues) => {
      if (saving) return;
      setSaving(true);
      setChecking(true);
      const token = await captcha.getToken();
      setChecking(false);
      if (!token) {
        setSaving(false);
        setServerErrors(['Please complete the captcha check and try again.']);
        return;
      }
      const body = build(values, token, window.location.href);
      const result = await request<{ success: boolean; data?: { lead_id: number } }>(LEAD_ENDPOINT, { method: 'POST', body });
      if (result.success) {
        onSuccess(body, values);
        return; // stays "saving" while the next page loads
      }
      setSaving(false);
      setServerErrors(errorsOf(result));
      captcha.renew();
    },
    [saving, captcha, build, onSuccess, setServerErrors],
  );

  // One busy label for the forms' Send button: checking (the captcha) first, then sending.
  const busyLabel = checking ? 'Checking you are human…' : 'Sending…';
  return { captcha, form, saving, busyLabel, errors: serverErrors, onSubmit: submitWith(send) };
}
