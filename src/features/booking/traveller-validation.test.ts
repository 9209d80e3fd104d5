import { UNDER_18_WARNING } from '../../../contract/bookings-rules';
import {
  showsUnder18Warning,
  stepOnePayload,
  validateStepOne,
  validateStepTwo,
  type StepOneValues,
  type StepTwoValues,
} from './traveller-validation';

const TODAY = '2026-11-22';

const stepOne: StepOneValues = {
  title: 'Ms',
  first_name: 'Aroha',
  last_name: 'Ngata',
  birth: { day: '7', month: '4', year: '1990' },
  nationality: 'New Zealander',
  current_location: '',
  allergies: '',
};

const stepTwo: StepTwoValues = {
  passport_number: 'LA123456',
  issue: { day: '1', month: '2', year: '2020' },
  expiry: { day: '1', month: '2', year: '2030' },
  emergency_contact_name: 'Mere Ngata',
  emergency_contact_relationship: 'Sister',
  emergency_contact_number: '+64 21 555 0101',
  insurance_name: 'Kiwi Cover',
  insurance_policy_number: 'KC-99812',
  insurance_contact_number: '+64 800 555 010',
  medical_condition: '',
  allergies: '',
};

describe('traveller step 1 (SPEC 5)', () => {
  it('accepts a complete form; location and allergies are optional', () => {
    expect(validateStepOne(stepOne, TODAY)).toEqual({});
  });

  it('requires title, first name, last name, the three birth parts and nationality', () => {
    const errors = validateStepOne(
      { title: '', first_name: ' ', last_name: '', birth: { day: '', month: '', year: '' }, nationality: '', current_location: '', allergies: '' },
      TODAY,
    );
    expect(Object.keys(errors).sort()).toEqual(['birth.day', 'birth.month', 'birth.year', 'first_name', 'last_name', 'nationality', 'title'].sort());
    expect(errors.first_name).toBe('First name is required.');
  });

  it('accepts only the titles Mr, Ms, Mrs, Miss and Dr', () => {
    for (const title of ['Mr', 'Ms', 'Mrs', 'Miss', 'Dr']) expect(validateStepOne({ ...stepOne, title }, TODAY).title).toBeUndefined();
    expect(validateStepOne({ ...stepOne, title: 'Sir' }, TODAY).title).toBe('Title must be one of Mr, Ms, Mrs, Miss, Dr.');
  });

  it('keeps day 1-31, month 1-12 and year 1900 to the current year', () => {
    expect(validateStepOne({ ...stepOne, birth: { day: '32', month: '4', year: '1990' } }, TODAY)['birth.day']).toMatch(/between 1 and 31/);
    expect(validateStepOne({ ...stepOne, birth: { day: '0', month: '4', year: '1990' } }, TODAY)['birth.day']).toMatch(/between 1 and 31/);
    expect(validateStepOne({ ...stepOne, birth: { day: '7', month: '13', year: '1990' } }, TODAY)['birth.month']).toMatch(/between 1 and 12/);
    expect(validateStepOne({ ...stepOne, birth: { day: '7', month: '4', year: '1899' } }, TODAY)['birth.year']).toMatch(/between 1900 and 2026/);
    expect(validateStepOne({ ...stepOne, birth: { day: '7', month: '4', year: '2027' } }, TODAY)['birth.year']).toMatch(/between 1900 and 2026/);
    expect(validateStepOne({ ...stepOne, birth: { day: '1', month: '1', year: '1900' } }, TODAY)).toEqual({});
  });

  it('rejects a day that the month does not have, and a birthday still to come', () => {
    expect(validateStepOne({ ...stepOne, birth: { day: '31', month: '2', year: '1990' } }, TODAY)['birth.day']).toMatch(/does not exist/);
    expect(validateStepOne({ ...stepOne, birth: { day: '1', month: '12', year: '2026' } }, TODAY)['birth.day']).toMatch(/future/);
  });

  it('sends the date of birth as YYYY-MM-DD and blanks as null', () => {
    expect(stepOnePayload(stepOne)).toEqual({
      title: 'Ms',
      first_name: 'Aroha',
      last_name: 'Ngata',
      date_of_birth: '1990-04-07',
      nationality: 'New Zealander',
      current_location: null,
      allergies: null,
    });
  });
});

describe('traveller step 2 (SPEC 5)', () => {
  it('accepts a complete form; medical conditions and dietary requirements are optional', () => {
    expect(validateStepTwo(stepTwo, TODAY)).toEqual({});
  });

  it('requires passport, both dates, emergency contact and insurance details', () => {
    const empty: StepTwoValues = {
      passport_number: '',
      issue: { day: '', month: '', year: '' },
      expiry: { day: '', month: '', year: '' },
      emergency_contact_name: '',
      emergency_contact_relationship: '',
      emergency_contact_number: '',
      insurance_name: '',
      insurance_policy_number: '',
      insurance_contact_number: '',
      medical_condition: '',
      allergies: '',
    };
    expect(Object.keys(validateStepTwo(empty, TODAY)).sort()).toEqual(
      [
        'passport_number',
        'issue.day',
        'issue.month',
        'issue.year',
        'expiry.day',
        'expiry.month',
        'expiry.year',
        'emergency_contact_name',
        'emergency_contact_relationship',
        'emergency_contact_number',
        'insurance_name',
        'insurance_policy_number',
        'insurance_contact_number',
      ].sort(),
    );
  });

  it('keeps passport days 1-31 and months 1-12, and expiry after issue', () => {
    expect(validateStepTwo({ ...stepTwo, issue: { day: '40', month: '2', year: '2020' } }, TODAY)['issue.day']).toMatch(/between 1 and 31/);
    expect(validateStepTwo({ ...stepTwo, expiry: { day: '1', month: '0', year: '2030' } }, TODAY)['expiry.month']).toMatch(/between 1 and 12/);
    expect(validateStepTwo({ ...stepTwo, expiry: { day: '1', month: '1', year: '2019' } }, TODAY)['expiry.day']).toMatch(/after the date of issue/);
  });

  it('asks for phone numbers with the international dialling code', () => {
    expect(validateStepTwo({ ...stepTwo, emergency_contact_number: 'call me' }, TODAY).emergency_contact_number).toMatch(/international dialling code/);
  });
});

describe('under-18 warning (SPEC 5, DECISIONS: on the departure date)', () => {
  it('warns when the traveller turns 18 after the departure date, not before', () => {
    expect(showsUnder18Warning({ day: '2', month: '3', year: '2009' }, '2027-03-01')).toBe(true);
    expect(showsUnder18Warning({ day: '1', month: '3', year: '2009' }, '2027-03-01')).toBe(false);
    expect(showsUnder18Warning({ day: '7', month: '4', year: '1990' }, '2027-03-01')).toBe(false);
  });

  it('says nothing until the date is complete and real', () => {
    expect(showsUnder18Warning({ day: '2', month: '3', year: '' }, '2027-03-01')).toBe(false);
    expect(showsUnder18Warning({ day: '31', month: '2', year: '2015' }, '2027-03-01')).toBe(false);
  });

  it('has the SPEC text', () => {
    expect(UNDER_18_WARNING).toBe('Please note, guests need to be aged 18 by the date of tour departure. Thank you for your understanding.');
  });
});
