import * as contract from '../../../contract/leads';
import { leadBodyErrors } from '../../../server/modules/leads/validate';
import {
  DURATIONS,
  GEAR_OPTIONS,
  LEAD_RECORD_TYPE_ID,
  LEAD_SOURCE,
  LEAD_STORAGE_KEY,
  SNOW_ABILITIES,
  TIMEFRAMES,
  TRAVEL_STYLES,
  WHERE_OPTIONS,
  contactLeadBody,
  enquiryLeadBody,
  forgetSalesLead,
  initLeadBody,
  itineraryDownloadPath,
  itineraryThankYouPath,
  loadSalesLead,
  oneOf,
  personOf,
  postLeadBody,
  postSnowLeadBody,
  salesLeadFrom,
  saveSalesLead,
  tourIdOf,
} from './leads';

const person = { firstName: ' Aroha ', lastName: 'Ngata ', email: ' aroha@example.nz ' };
const common = { sourceUrl: 'https://example.nz/contact-us/', captcha: 'token' };

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    map,
  };
}

describe('SPEC 9 value lists', () => {
  it('are the ones the API accepts', () => {
    expect(TIMEFRAMES).toEqual(contract.TIMEFRAMES);
    expect(WHERE_OPTIONS).toEqual(contract.WHERE_OPTIONS);
    expect(DURATIONS).toEqual(contract.DURATIONS);
    expect(TRAVEL_STYLES).toEqual(contract.TRAVEL_STYLES);
    expect(SNOW_ABILITIES).toEqual(contract.SNOW_ABILITIES);
    expect(GEAR_OPTIONS).toEqual(contract.GEAR_OPTIONS);
  });

  it('oneOf keeps only a listed label', () => {
    expect(oneOf(WHERE_OPTIONS, 'Both Islands')).toBe('Both Islands');
    expect(oneOf(WHERE_OPTIONS, 'Australia')).toBe('');
    expect(oneOf(WHERE_OPTIONS, null)).toBe('');
  });
});

describe('CRM lead bodies (SPEC 7)', () => {
  it('init: names, email, phone, subscribe, tour id', () => {
    const body = initLeadBody({ ...person, ...common, phone: ' +64 21 555 0101 ', subscribe: true, tourId: '2' });
    expect(body).toEqual({
      type: 'init',
      source_url: 'https://example.nz/contact-us/',
      first_name: 'Aroha',
      last_name: 'Ngata',
      email: 'aroha@example.nz',
      captcha: 'token',
      phone: '+64 21 555 0101',
      subscribe: true,
      tour_id: 2,
    });
    expect(leadBodyErrors(body)).toEqual([]);
  });

  it('init_all_lead: names, email, phone, subscribe and the four tour-type flags', () => {
    const body = enquiryLeadBody({ ...person, ...common, phone: '', subscribe: false, adventure: true, plus: false, snow: true, privateGroup: true });
    expect(body).toEqual({
      type: 'init_all_lead',
      source_url: 'https://example.nz/contact-us/',
      first_name: 'Aroha',
      last_name: 'Ngata',
      email: 'aroha@example.nz',
      captcha: 'token',
      phone: '',
      subscribe: false,
      adventure_selected: true,
      hakaPlus_selected: false,
      snowTour_selected: true,
      privateGroup_selected: true,
    });
    expect(leadBodyErrors(body)).toEqual([]);
  });

  it('contact_us_lead: names, email, subscribe, flags and the message', () => {
    const body = contactLeadBody({ ...person, ...common, subscribe: true, adventure: false, plus: true, snow: false, privateGroup: false, message: '  Hello!\nTwo of us in March.  ' });
    expect(body).toEqual({
      type: 'contact_us_lead',
      source_url: 'https://example.nz/contact-us/',
      first_name: 'Aroha',
      last_name: 'Ngata',
      email: 'aroha@example.nz',
      captcha: 'token',
      subscribe: true,
      adventure_selected: false,
      hakaPlus_selected: true,
      snowTour_selected: false,
      privateGroup_selected: false,
      message_text: 'Hello!\nTwo of us in March.',
    });
    expect(leadBodyErrors(body)).toEqual([]);
  });

  it('post: the saved lead fields plus phone, subscribe, tour id and the answers joined with ;', () => {
    const lead = salesLeadFrom({ ...person, phone: '+64 9 000', subscribe: true, tourId: 2, sourceUrl: 'https://example.nz/t/' });
    const body = postLeadBody({
      ...personOf(lead),
      ...common,
      phone: '+64 9 000',
      subscribe: true,
      tourId: '2',
      whenVisiting: ['This month', '12+ months'],
      whereVisiting: 'South Island Only',
      howLongVisiting: '1 - 2 weeks',
      travelStyle: ['Movie Buff', 'Water Lover'],
    });
    expect(body).toEqual({
      type: 'post',
      source_url: 'https://example.nz/contact-us/',
      first_name: 'Aroha',
      last_name: 'Ngata',
      email: 'aroha@example.nz',
      captcha: 'token',
      phone: '+64 9 000',
      subscribe: true,
      tour_id: 2,
      when_visiting: 'This month;12+ months',
      where_visiting: 'South Island Only',
      how_long_visiting: '1 - 2 weeks',
      travel_style: 'Movie Buff;Water Lover',
    });
    expect(leadBodyErrors(body)).toEqual([]);
  });

  it('post_snow: the saved lead fields plus phone, subscribe, tour id, times, ability and gear', () => {
    const body = postSnowLeadBody({ ...person, ...common, phone: '', subscribe: false, tourId: '13', whenVisiting: [], snowAbilityLevel: 'Advanced', skiOrBoard: 'Both' });
    expect(body).toEqual({
      type: 'post_snow',
      source_url: 'https://example.nz/contact-us/',
      first_name: 'Aroha',
      last_name: 'Ngata',
      email: 'aroha@example.nz',
      captcha: 'token',
      phone: '',
      subscribe: false,
      tour_id: 13,
      when_visiting: '',
      snow_ability_level: 'Advanced',
      ski_or_board: 'Both',
    });
    expect(leadBodyErrors(body)).toEqual([]);
  });

  it('a questionnaire without a usable tour id sends null', () => {
    expect(tourIdOf('abc')).toBeNull();
    expect(tourIdOf('')).toBeNull();
    expect(tourIdOf(7)).toBe(7);
    const body = postSnowLeadBody({ ...person, ...common, phone: '', subscribe: false, tourId: 'x', whenVisiting: [], snowAbilityLevel: 'Beginner', skiOrBoard: 'Skier' });
    expect(body).toMatchObject({ tour_id: null });
  });
});

describe('where the forms go', () => {
  it('itinerary download and thank-you addresses', () => {
    expect(itineraryDownloadPath(2)).toBe('/itinerary-download/2/ready/');
    expect(itineraryThankYouPath('/new-zealand-tours/north-island-explorer/')).toBe('/new-zealand-tours/north-island-explorer/itinerary-thank-you/');
    expect(itineraryThankYouPath('/new-zealand-tours/x')).toBe('/new-zealand-tours/x/itinerary-thank-you/');
  });
});

describe('the sales lead kept locally (SPEC 3)', () => {
  const lead = salesLeadFrom({ ...person, phone: ' +64 21 1 ', subscribe: true, tourId: 2, sourceUrl: 'https://example.nz/new-zealand-tours/north-island-explorer/' });

  it('has the SPEC 3 fields, a fixed record type and the web lead source', () => {
    expect(lead).toEqual({
      FirstName: 'Aroha',
      LastName: 'Ngata',
      Email: 'aroha@example.nz',
      Phone: '+64 21 1',
      Web_Lead_Type__c: 'Sample Itinerary',
      Source_URL__c: 'https://example.nz/new-zealand-tours/north-island-explorer/',
      RecordTypeId: LEAD_RECORD_TYPE_ID,
      LeadSource: LEAD_SOURCE,
      Tour_Admin_Id__c: '2',
      Subscribed__c: true,
    });
    expect(LEAD_SOURCE).toMatch(/web lead/i);
  });

  it('is saved, read back and reused for a questionnaire', () => {
    const storage = memoryStorage();
    expect(loadSalesLead(storage)).toBeNull();
    saveSalesLead(lead, storage);
    expect(storage.map.has(LEAD_STORAGE_KEY)).toBe(true);
    const again = loadSalesLead(storage);
    expect(again).toEqual(lead);
    expect(personOf(again!)).toEqual({ firstName: 'Aroha', lastName: 'Ngata', email: 'aroha@example.nz' });
    forgetSalesLead(storage);
    expect(loadSalesLead(storage)).toBeNull();
  });

  it('ignores what is not a usable lead and survives broken storage', () => {
    const storage = memoryStorage();
    storage.setItem(LEAD_STORAGE_KEY, '{not json');
    expect(loadSalesLead(storage)).toBeNull();
    storage.setItem(LEAD_STORAGE_KEY, JSON.stringify({ FirstName: 'A', LastName: 'B', Email: 'nope' }));
    expect(loadSalesLead(storage)).toBeNull();
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => undefined,
    };
    expect(() => saveSalesLead(lead, throwing)).not.toThrow();
    expect(loadSalesLead(throwing)).toBeNull();
  });

  it('uses window.localStorage by default', () => {
    saveSalesLead(lead);
    expect(JSON.parse(window.localStorage.getItem(LEAD_STORAGE_KEY) ?? 'null')).toEqual(lead);
    expect(loadSalesLead()).toEqual(lead);
    forgetSalesLead();
    expect(loadSalesLead()).toBeNull();
  });
});
