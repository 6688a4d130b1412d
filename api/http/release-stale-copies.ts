// Lets the copies of a function bundle that `gatsby serve` has thrown away be garbage-collected.

/** webpack's name for Node's own `require` inside a bundle; undefined anywhere else (jest, tsx). */
declare const __non_webpack_require__: NodeJS.Require | undefined;

/*
 * `gatsby serve` deletes a function's bundle from require.cache and requires it again on
 * every request (node_modules/gatsby/dist/internal-plugins/functions/middleware.js). Node
 * still lists each old copy in the parent module's `children`, so every request leaked a
 * whole bundle (about 7 MB) until the server ran out of memory. Dropping children that are
 * no longer the cached copy of their file changes nothing else: Node only uses the list
 * for bookkeeping. Hosts that load a function once (Netlify) find nothing to drop.
 */
export function releaseStaleBundleCopies(): void {
  if (typeof __non_webpack_require__ === "undefined") return;
  const cache = __non_webpack_require__.cache;
  for (const parent of Object.values(cache)) {
    if (parent?.children.some((child) => cache[child.id] !== child)) {
      parent.children = parent.children.filter((child) => cache[child.id] === child);
    }
  }
}
