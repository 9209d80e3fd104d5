import { itineraryTourIds, nginxMapsFile, redirectsFile, searchRedirects, type ServingInputs } from './portable-serving';

/** The built files of a site with two running tours' itineraries (3 and 11) and the page that finds none. */
const inputs: ServingInputs = {
  policies: {},
  clientPages: [{ path: '/user/[...]/', matchPath: '/user/*' }],
  files: [
    'index.html',
    'itinerary-download/index.html',
    'itinerary-download/3/index.html',
    'itinerary-download/3/ready/index.html',
    'itinerary-download/11/index.html',
    'itinerary-download/11/ready/index.html',
    'itinerary-download/03/index.html',
    'itineraries/south-island-adventure.pdf',
    'tours-search/index.html',
    'tours-search/all-new-zealand/index.html',
    'tours-search/north-island/index.html',
  ],
};

describe('the itinerary download address in the portable serving files', () => {
  it('finds the tours whose itinerary the build pre-rendered', () => {
    expect(itineraryTourIds(inputs.files)).toEqual(['3', '11']);
  });

  it('sends the query address to each tour’s itinerary in the CDN redirects, the ready wording first', () => {
    const lines = redirectsFile(inputs).split('\n');
    const ready = lines.indexOf('/itinerary-download/  tour_id=3  after=true  /itinerary-download/3/ready/  302');
    const sample = lines.indexOf('/itinerary-download/  tour_id=3  /itinerary-download/3/  302');
    expect(ready).toBeGreaterThan(0);
    expect(sample).toBe(ready + 1);
    expect(lines).toContain('/itinerary-download/  tour_id=11  after=true  /itinerary-download/11/ready/  302');
    expect(lines).toContain('/user/*  /user/[...]/  200');
  });

  it('gives nginx a map from the address and tour to the itinerary, and revalidates the redirect', () => {
    const maps = nginxMapsFile(inputs);
    expect(maps).toContain('map "$uri $arg_tour_id" $kea_itinerary {\n  default "";\n  "/itinerary-download/ 3" "/itinerary-download/3/";\n  "/itinerary-download/ 11" "/itinerary-download/11/";\n}');
    expect(maps).toContain('map $arg_after $kea_itinerary_ready {\n  default "";\n  true "ready/";\n}');
    expect(maps).toContain('  "/itinerary-download/" "public, max-age=0, must-revalidate";');
  });
});

describe('the search of any time in the portable serving files', () => {
  it("gives nginx each query the site writes for it, sent to the island group's results this build holds", () => {
    expect(searchRedirects(inputs.files).map((r) => r.query)).toEqual(['', 'location=all-new-zealand', 'location=all-new-zealand&date=', 'location=north-island', 'location=north-island&date=']);
    const maps = nginxMapsFile(inputs);
    expect(maps).toContain(
      'map "$uri?$args" $kea_search {\n  default "";\n  "/tours-search/?" "/tours-search/all-new-zealand/";\n  "/tours-search/?location=all-new-zealand" "/tours-search/all-new-zealand/";\n' +
        '  "/tours-search/?location=all-new-zealand&date=" "/tours-search/all-new-zealand/";\n  "/tours-search/?location=north-island" "/tours-search/north-island/";\n' +
        '  "/tours-search/?location=north-island&date=" "/tours-search/north-island/";\n}',
    );
    expect(maps).toContain('  "/tours-search/" "public, max-age=0, must-revalidate";');
  });

  it('leaves it out of the CDN redirects, which cannot tell a dated search from one of any time', () => {
    expect(redirectsFile(inputs)).not.toContain('/tours-search/');
  });
});

describe('the signed-in pages in the portable serving files', () => {
  it('sends nginx each drawn page asked for with the session cookie to an instance, a booking’s and a departure’s at any number', () => {
    const maps = nginxMapsFile(inputs);
    const map = maps.slice(maps.indexOf('$kea_signed_in {'), maps.indexOf('}', maps.indexOf('$kea_signed_in {')));
    expect(map).toContain('  ~^/user/:. 1;');
    expect(map).toContain('  ~^/staff/departures/:. 1;');
    expect(map).toContain('  ~^/staff/bookings/[1-9][0-9]*/:. 1;');
    expect(map).toContain('  ~^/staff/departures/[1-9][0-9]*/:. 1;');
  });
});

