import React from 'react';
import type { HeadFC } from 'gatsby';
import { EditAccount } from '../features/account/EditAccountForm';
import { RequireSignIn } from '../features/account/RequireSignIn';
import { Layout } from '../components/layout/Layout';
import { Seo } from '../components/layout/Seo';
import { EDIT_ACCOUNT_PATH } from '../features/account/account';
import { SignInFirst } from '../features/account/SignInFirst';
import { EarlyReads } from '../features/account/EarlyReads';

/** Edit Account (SPEC 2.1 signed-in menu): page key 'user-edit'. */
export default function UserEditPage() {
  return (
    <Layout pageKey="user-edit">
      <RequireSignIn path={EDIT_ACCOUNT_PATH} frame={<EditAccount ready={false} />}>
        <EditAccount />
      </RequireSignIn>
    </Layout>
  );
}

export const Head: HeadFC = () => (
  <Seo title="Edit Account" path={EDIT_ACCOUNT_PATH} pageKey="user-edit" noIndex>
    <SignInFirst />
    <EarlyReads />
  </Seo>
);
