/**
 * One lead form's submit (SPEC 4.5): the browser validity check first, then the captcha, then
 * `POST /api/third_party/crm_lead`; a saving state throughout; the server's errors one per line
 * on failure (and a fresh captcha, since the API accepts a solved one once).
 */
import React, { useCallback, useState } from 'react';
import type { LeadBody } from '../../../contract/leads';
import { LEAD_ENDPOINT } from '../../lib/leads';
import { errorsOf, request } from '../../lib/request';
import { useCaptcha } from './captcha';
import { formValues, useFormCheck, type FormValues } from './Fields';

export interface LeadFormOptions {
  /** The lead body from the form's values, the captcha token and the page address. */
  build: (values: FormValues, captcha: string, sourceUrl: string) => LeadBody;
  /** After the API stored the lead (navigate on from here). */
  onSuccess: (body: LeadBody, values: FormValues) => void;
}

export function useLeadForm({ build, onSuccess }: LeadFormOptions) {
  const captcha = useCaptcha();
  const { fieldErrors, check, onChange } = useFormCheck();
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);

  const onSubmit = useCallback(
    async (event: React.FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const form = event.currentTarget;
      if (saving || !check(form)) return;
      setSaving(true);
      setErrors([]);
      const values = formValues(form);
      const token = await captcha.getToken();
      if (!token) {
        setSaving(false);
        setErrors(['Please complete the captcha check and try again.']);
        return;
      }
      const body = build(values, token, window.location.href);
      const result = await request<{ success: boolean; data?: { lead_id: number } }>(LEAD_ENDPOINT, { method: 'POST', body });
      if (result.success) {
        onSuccess(body, values);
        return; // stays "saving" while the next page loads
      }
      setSaving(false);
      setErrors(errorsOf(result));
      captcha.renew();
    },
    [saving, check, captcha, build, onSuccess],
  );

  return { captcha, fieldErrors, onChange, saving, errors, onSubmit };
}
