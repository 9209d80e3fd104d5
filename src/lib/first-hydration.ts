/**
 * True only while React hydrates the first page the browser loaded: gatsby-browser sets it
 * around `hydrateRoot`. Tests, the server and client-side navigations see false.
 */
let hydratingFirstPage = false;

export const isHydratingFirstPage = () => hydratingFirstPage;

export const setHydratingFirstPage = (value: boolean) => {
  hydratingFirstPage = value;
};
