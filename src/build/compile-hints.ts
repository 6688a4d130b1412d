// V8 compiles a JavaScript function when it is first called, on the main thread, unless the file
// asks for all of its functions up front with the magic comment below (explicit compile hints,
// Chrome 136+): then they are compiled with the script, on a background thread while it streams
// in. The bundles every page runs at load (webpack's runtime, the framework, the app) and the
// page templates call most of their functions while the page hydrates, so their first calls no
// longer compile on the main thread. Lazily loaded parts (the forms' libraries) are left out:
// most of their functions never run.

/** The magic comment; it must be the first line of the file. */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/**
 * Webpack's processAssets stage for adding it: after minification (which drops comments;
 * PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE = 400) and before the source maps are written
 * (PROCESS_ASSETS_STAGE_DEV_TOOLING = 500, so they count the added line) and the file names get
 * their content hashes (PROCESS_ASSETS_STAGE_OPTIMIZE_HASH = 2500).
 */
export const COMPILE_HINT_STAGE = 401;

/** Options for webpack's BannerPlugin, one set for the initial bundles and one for page templates. */
export const compileHintBanners = [
  { banner: COMPILE_HINT, raw: true, entryOnly: true, test: /\.js$/, stage: COMPILE_HINT_STAGE },
  { banner: COMPILE_HINT, raw: true, entryOnly: false, test: /^component---.*\.js$/, stage: COMPILE_HINT_STAGE },
];
