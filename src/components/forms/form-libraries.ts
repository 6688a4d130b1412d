// What a form's chunk needs besides its own code: formik (with lodash-es), yup and
// react-hot-toast, about 90 KB of JavaScript. Loaded together, all their modules ran in the one
// task that resolved the form's import() (15–28 ms on /kontakt, where the form is in the first
// screen, measured on a phone-sized load). Imported one library at a time, each runs in a task of
// its own, with the browser free to paint and take input in between. Webpack gives each import()
// a chunk (its `shared` group splits modules by the set of chunks that use them), and a module
// runs only once, so the form's own import finds them ready. `webpackExports: []` says these
// imports use no export of their own, so webpack still drops what the forms do not use.

import type * as React from "react";
import { whenNear } from "../../hydration/hydrate-later";
import { lazyEnhancement } from "../../hydration/lazy-enhancement";

/** Resolves in a later task. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

let loaded: Promise<void> | undefined;

/**
 * Loads and runs the forms' libraries, one per task; the same promise for every form. A failed
 * download is forgotten, so the next call tries again (see lazyEnhancement).
 */
export function loadFormLibraries(): Promise<void> {
  loaded ??= import(/* webpackExports: [] */ "yup")
    .then(nextTask)
    .then(() => import(/* webpackExports: [] */ "formik"))
    .then(nextTask)
    .then(() => import(/* webpackExports: [] */ "react-hot-toast"))
    .then(nextTask)
    .catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
  return loaded;
}

/**
 * Resolves when a form's own code may load: the visitor has come near the server-rendered form
 * with this action (whenNear) and the libraries have run.
 */
function whenFormNear(action: string): Promise<void> {
  return whenNear(`form[action="${action}"]`).then(loadFormLibraries);
}

/**
 * A form split from the page's first-load JavaScript: the server renders it, and its code loads
 * and hydrates when the visitor comes near it (until then it posts without JavaScript). A failed
 * download is tried again and otherwise leaves the server's form in place (lazyEnhancement).
 */
export function lazyForm<P extends object>(
  name: string,
  action: string,
  load: () => Promise<React.ComponentType<P>>,
): React.LazyExoticComponent<React.ComponentType<P>> {
  return lazyEnhancement(name, () => whenFormNear(action).then(load));
}
