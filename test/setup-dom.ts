import "@testing-library/jest-dom";

// Every component reads its short texts from the site's texts, as the site's wrappers provide them
// (src/components/layout/wrap.tsx). Testing Library's render gets the same provider around each
// tree, inside any wrapper a test passes.
jest.mock("@testing-library/react", () => {
  const actual = jest.requireActual<typeof import("@testing-library/react")>("@testing-library/react");
  const React = jest.requireActual<typeof import("react")>("react");
  const { WithSiteTexts } = jest.requireActual<typeof import("./support/site-texts")>("./support/site-texts");

  function render(...[ui, options]: Parameters<typeof actual.render>): ReturnType<typeof actual.render> {
    const Inner = options?.wrapper ?? React.Fragment;
    const wrapper = ({ children }: { children: React.ReactNode }) =>
      React.createElement(WithSiteTexts, null, React.createElement(Inner, null, children));
    return actual.render(ui, { ...options, wrapper });
  }

  return { ...actual, render };
});
