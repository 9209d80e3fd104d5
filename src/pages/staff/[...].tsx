import React from 'react';
import type { HeadFC, PageProps } from 'gatsby';
import { StaffApp } from '../../features/staff/StaffApp';
import { Seo } from '../../components/layout/Seo';
import { SignInFirst } from '../../features/account/SignInFirst';
import { EarlyReads } from '../../features/account/EarlyReads';

/** Client-only staff area: /staff/* (issue 18). Never indexed. */
export default function StaffPages(props: PageProps) {
  return <StaffApp location={props.location} />;
}

export const Head: HeadFC = ({ location }) => (
  <Seo title="Staff area" path={location.pathname} pageKey="staff" noIndex>
    <SignInFirst />
    <EarlyReads />
  </Seo>
);
