// Arriving at a #fragment (a link to /#kontakt from elsewhere, a bookmark): the browser scrolls
// to the target while the page is still being laid out. The bands below the first screen are
// laid out only when the visitor comes near them (content-visibility in section.module.css),
// at an estimated height until then, so the target would be placed by estimates and the page
// around it would move as the bands took their real heights. This inline head script marks
// <html> on such a visit, and the bands are then laid out from the start; scrollToHash
// (scroll.ts) sets the same mark before it scrolls to a target after the page has loaded.
// Kept free of React so the CSP module can hash it (src/security/inline-scripts.ts).

export const AT_FRAGMENT_ATTRIBUTE = "data-at-fragment";

/** Inline in <head>, before the body is parsed. */
export const AT_FRAGMENT_SCRIPT = `if(location.hash.length>1)document.documentElement.setAttribute("${AT_FRAGMENT_ATTRIBUTE}","")`;
