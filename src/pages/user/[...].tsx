import React from 'react';
import type { PageProps } from 'gatsby';
import { AccountApp } from '../../features/account/AccountApp';
import { AccountHead } from '../../features/account/AccountHead';

/** Client-only account area: /user/* (SPEC 2.4). */
export default function UserPages(props: PageProps) {
  return <AccountApp location={props.location} />;
}

export const Head = AccountHead;
