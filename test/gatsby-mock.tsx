/**
 * Jest stand-in for the `gatsby` package in component tests: Link renders an anchor,
 * navigate is a spy, useStaticQuery returns what a test set with `setStaticQueryData`.
 */
import React from 'react';

export const navigate = jest.fn();
export const graphql = () => '';
let staticQueryData: unknown = {};
export function setStaticQueryData(data: unknown) {
  staticQueryData = data;
}
export const useStaticQuery = jest.fn(() => staticQueryData);
export const withPrefix = (path: string) => path;

type LinkProps = React.AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string;
  activeClassName?: string;
  partiallyActive?: boolean;
  state?: unknown;
  replace?: boolean;
};
export const Link = React.forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, activeClassName: _a, partiallyActive: _p, state: _s, replace: _r, ...rest },
  ref,
) {
  return <a ref={ref} href={to} {...rest} />;
});
