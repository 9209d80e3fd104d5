import React from 'react';
import type { HeadFC, PageProps } from 'gatsby';
import { StaffApp } from '../../features/staff/StaffApp';
import type { StaffFramedPage } from '../../features/staff/staff-routes';
import { Seo } from '../../components/layout/Seo';
import { SignInFirst } from '../../features/account/SignInFirst';
import { EarlyReads } from '../../features/account/EarlyReads';

/**
 * The staff area: /staff/* (issue 18), client-only, with each fixed page also pre-rendered at its
 * own address with its frame, and a booking's and a departure's pages with theirs (`framed`,
 * src/node/client-frames.ts). Never indexed.
 */
export default function StaffPages(props: PageProps<object, { framed?: StaffFramedPage }>) {
  return <StaffApp location={props.location} framed={props.pageContext.framed} />;
}

export const Head: HeadFC = ({ location }) => (
  <Seo title="Staff area" path={location.pathname} pageKey="staff" noIndex>
    <SignInFirst />
    <EarlyReads />
  </Seo>
);
