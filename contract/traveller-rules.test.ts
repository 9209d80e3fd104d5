import {
  isValidBootSize,
  passportExpiresBeforeEndMessage,
  passportExpiresSoonMessage,
  passportMessage,
  passportProblem,
  PASSPORT_NUMBER_MESSAGE,
  snowSizeProblem,
  travellerDateYears,
  travellerRequiredMessage,
  travellerValueProblem,
} from './traveller-rules';

describe('passportProblem', () => {
  const end = '2027-03-15';
  it('refuses a passport that expires before the tour ends', () => {
    expect(passportProblem('2027-03-14', end)).toBe('expired-before-end');
    expect(passportProblem('2020-01-01', end)).toBe('expired-before-end');
  });
  it('warns when it expires on the last day or within 3 months after it', () => {
    expect(passportProblem('2027-03-15', end)).toBe('expires-soon');
    expect(passportProblem('2027-05-01', end)).toBe('expires-soon');
    expect(passportProblem('2027-06-14', end)).toBe('expires-soon');
  });
  it('is happy from 3 months after the tour ends', () => {
    expect(passportProblem('2027-06-15', end)).toBeNull();
    expect(passportProblem('2035-01-01', end)).toBeNull();
  });
  it('says nothing about dates it cannot read (other checks refuse them)', () => {
    expect(passportProblem('2027-02-30', end)).toBeNull();
    expect(passportProblem('soon', end)).toBeNull();
    expect(passportProblem('2027-01-01', '')).toBeNull();
  });
});

describe('passport messages', () => {
  it('name the traveller and the tour end in words', () => {
    expect(passportExpiresBeforeEndMessage('Aroha Ngata', '2027-03-15')).toBe(
      'The passport of Aroha Ngata expires before the tour ends (15 March 2027). Please use a passport valid until the end of the tour.',
    );
    expect(passportExpiresSoonMessage('traveller 2', '2027-05-01', '2027-03-15')).toBe(
      "The passport of traveller 2 expires on 1 May 2027, within 3 months of the tour's end (15 March 2027). New Zealand requires passports to be valid for at least 3 months beyond your departure from New Zealand.",
    );
    expect(passportMessage(null, 'A', '2030-01-01', '2027-03-15')).toBeNull();
    expect(passportMessage('expires-soon', 'A', '2027-04-01', '2027-03-15')).toContain('expires on 1 April 2027');
  });
});

describe('snow gear sizes', () => {
  it('takes what the snow gear form sends, with or without units', () => {
    for (const value of ['175', '180 cm', '180cm', '100', '230', '172.5']) expect([value, snowSizeProblem('snow_ski_height', value)]).toEqual([value, null]);
    for (const value of ['70', '75 kg', '30', '200', '62,5 kg']) expect([value, snowSizeProblem('snow_ski_weight', value)]).toEqual([value, null]);
    for (const value of ['160', '170', '151 cm', '70', '220']) expect([value, snowSizeProblem('snow_ski_size', value)]).toEqual([value, null]);
    for (const value of ['42', 'EU 42', '42 EU', 'eu42', '10', 'UK 8.5', 'US 10½', 'US M 10', 'Mondo 27.5', 'MP 26', '9 1/2', '1']) {
      expect([value, snowSizeProblem('snow_boot_size', value)]).toEqual([value, null]);
    }
  });

  it('refuses sizes no person has, naming the field', () => {
    for (const value of ['-5', '-5 cm', '99', '231', '5 ft 11', 'tall', '180 kg', '1e3']) expect(snowSizeProblem('snow_ski_height', value)).toMatch(/^Height must be in centimetres, between 100 and 230/);
    for (const value of ['9999', '9,999', '9999 kg', '29', '201', '-70', '70 lb']) expect(snowSizeProblem('snow_ski_weight', value)).toMatch(/^Weight must be in kilograms, between 30 and 200/);
    for (const value of ['0', '-160', '500', '69', 'long']) expect(snowSizeProblem('snow_ski_size', value)).toMatch(/^Ski or board size must be in centimetres/);
    for (const value of ['0', '-1', '99', 'EU 20', 'UK 30', 'Mondo 40', 'EU 42 UK', 'XL', '42.3', 'FR 42']) expect([value, isValidBootSize(value)]).toEqual([value, false]);
    expect(snowSizeProblem('snow_boot_size', '99')).toBe('Boot size must be a shoe size such as EU 42, UK 8, US 9.5 or Mondo 27.5.');
  });
});

describe('a traveller value, checked as the API and the forms check it', () => {
  const today = '2026-11-22';
  it('names the field in its required and length messages', () => {
    expect(travellerRequiredMessage('insurance_policy_number')).toBe('Insurance policy number is required.');
    expect(travellerValueProblem('first_name', 'a'.repeat(101), today, {})).toBe('First name is too long (at most 100 characters).');
  });

  it('keeps dates of birth and passport issue in the past, and expiry after issue', () => {
    expect(travellerValueProblem('date_of_birth', '2027-01-01', today, {})).toBe('Year of birth must be between 1900 and 2026.');
    expect(travellerValueProblem('date_of_birth', '2026-12-01', today, {})).toBe('Date of birth cannot be in the future.');
    expect(travellerValueProblem('passport_date_of_issue', '2026-12-01', today, {})).toBe('Passport date of issue cannot be in the future.');
    expect(travellerValueProblem('passport_date_of_expiry', '2019-01-01', today, { passport_date_of_issue: '2020-02-01' })).toBe(
      'Passport date of expiry must be after the date of issue.',
    );
    expect(travellerValueProblem('passport_date_of_expiry', '2030-02-01', today, { passport_date_of_issue: '2020-02-01' })).toBeNull();
  });

  it('checks titles, passport numbers, phone numbers and snow sizes', () => {
    expect(travellerValueProblem('title', 'Sir', today, {})).toBe('Title must be one of Mr, Ms, Mrs, Miss, Dr.');
    expect(travellerValueProblem('passport_number', '#', today, {})).toBe(PASSPORT_NUMBER_MESSAGE);
    expect(travellerValueProblem('insurance_contact_number', 'call me', today, {})).toMatch(/international dialling code/);
    expect(travellerValueProblem('snow_ski_height', '9 m', today, {})).toMatch(/^Height must be in centimetres/);
    expect(travellerValueProblem('stance', 'Skier', today, {})).toBeNull();
  });

  it('gives each date its years: an expiry up to 30 years ahead', () => {
    expect(travellerDateYears('date_of_birth', today)).toEqual({ minYear: 1900, maxYear: 2026 });
    expect(travellerDateYears('passport_date_of_expiry', today)).toEqual({ minYear: 1900, maxYear: 2056 });
  });
});
