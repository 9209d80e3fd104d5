/**
 * Pre-rendered at its own address (fast first paint, no layout shift), with only the visitors'
 * account pages (AuthApp): the signed-in ones are loaded by the pages that show them.
 */
import React from 'react';
import type { PageProps } from 'gatsby';
import { AuthApp } from '../../features/account/AuthApp';
import { AccountHead } from '../../features/account/AccountHead';

export default function VisitorAccountPage(props: PageProps) {
  return <AuthApp location={props.location} />;
}

export const Head = AccountHead;
