// The one shared stand-in for gatsby in component tests: Link renders a plain anchor.
import * as React from "react";

type LinkProps = React.AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string;
  activeClassName?: string;
  partiallyActive?: boolean;
};

export const Link = React.forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, activeClassName: _activeClassName, partiallyActive: _partiallyActive, ...rest },
  ref,
) {
  // The content arrives through `rest.children`, which the rule cannot see.
  // eslint-disable-next-line jsx-a11y/anchor-has-content
  return <a ref={ref} href={to} {...rest} />;
});

export const graphql = jest.fn();
export const useStaticQuery = jest.fn();
export const navigate = jest.fn();
export const withPrefix = (path: string): string => path;
