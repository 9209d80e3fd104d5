/**
 * Runs before each site test file. The browser resolves the API's default address (`/api/`)
 * against the page; Node's fetch under jsdom cannot, so tests name jsdom's own origin in full.
 */
process.env.GATSBY_API_URL = 'http://localhost/api/';
