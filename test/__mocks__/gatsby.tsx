// The one shared stand-in for gatsby in component tests: Link renders a plain anchor, and a plain
// click on it goes to the mocked `navigate`, as Gatsby's Link hands it to the router, instead of
// a page load (which jsdom cannot do: it logs "Not implemented: navigation").
import * as React from "react";

export const graphql = jest.fn();
export const useStaticQuery = jest.fn();
export const navigate = jest.fn();
export const withPrefix = (path: string): string => path;

type LinkProps = React.AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string;
  activeClassName?: string;
  partiallyActive?: boolean;
};

const isPlainClick = (event: React.MouseEvent) =>
  event.button === 0 && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);

export const Link = React.forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, activeClassName: _activeClassName, partiallyActive: _partiallyActive, onClick, ...rest },
  ref,
) {
  const followLink = (event: React.MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || rest.target || !isPlainClick(event)) return;
    event.preventDefault();
    void navigate(to);
  };
  // The content arrives through `rest.children`, which the rule cannot see.
  // eslint-disable-next-line jsx-a11y/anchor-has-content
  return <a ref={ref} href={to} onClick={followLink} {...rest} />;
});
