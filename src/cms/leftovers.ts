// Words Decap and its dependencies say in English with no setting Decap passes on (react-select's
// empty menu, react-toastify's close button and timer, dnd-kit's instructions for screen readers,
// the prefix of a failed deletion): Decap offers no door to them, so they are replaced where drawn.

/** Decap's English and what the maintainer reads or hears instead. */
export const leftoverTexts: readonly [english: RegExp, norwegian: string][] = [
  [/^No options$/, "Ingen treff"],
  [
    /^To pick up a draggable item[^]*/,
    "Trykk mellomrom for å ta tak i punktet, flytt det med piltastene, og trykk mellomrom igjen for å slippe det der, eller Escape for å avbryte.",
  ],
  // The reason after it is the editor's own, in Norwegian (./backend-guard.ts).
  [/^Failed to delete media: /, ""],
];
export const leftoverLabels: readonly [english: string, norwegian: string][] = [
  ["close", "Lukk"],
  ["notification timer", "Tid til meldingen lukkes"],
];

function translate(root: Node): void {
  const walker = root.ownerDocument?.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker?.currentNode; node; node = walker?.nextNode() ?? undefined) {
    if (node.nodeType !== Node.TEXT_NODE || !node.nodeValue) continue;
    const text = leftoverTexts.reduce(
      (value, [english, norwegian]) => value.replace(english, norwegian),
      node.nodeValue.trim(),
    );
    if (text !== node.nodeValue.trim()) node.nodeValue = text;
  }
  if (!(root instanceof Element)) return;
  for (const [english, norwegian] of leftoverLabels) {
    const selector = `[aria-label="${english}"]`;
    for (const element of [root, ...root.querySelectorAll(selector)].filter((node) => node.matches(selector))) {
      element.setAttribute("aria-label", norwegian);
    }
  }
}

export function translateLeftovers(document: Document): void {
  new MutationObserver((records) => {
    for (const record of records) record.addedNodes.forEach(translate);
  }).observe(document.body, { childList: true, subtree: true });
}
