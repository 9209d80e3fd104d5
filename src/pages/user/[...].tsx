import React from 'react';
import type { HeadFC, PageProps } from 'gatsby';
import { AccountApp, accountTitle } from '../../components/account/AccountApp';
import { Seo } from '../../components/layout/Seo';
import { accountPageKey } from '../../lib/page-keys';

/** Client-only account area: /user/* (SPEC 2.4). */
export default function UserPages(props: PageProps) {
  return <AccountApp location={props.location} />;
}

export const Head: HeadFC = ({ location }) => (
  <Seo title={accountTitle(location.pathname)} path={location.pathname} pageKey={accountPageKey(location.pathname)} noIndex />
);
