/**
 * Pages that exist to test the site, under `/test/` (the sign-in round trip): their route ids start with
 * this, so a production server can leave them out of the routes it serves (decision 0108).
 */
export const TEST_PAGE_ID_PREFIX = 'test-';
