// The import rules `npm run lint` keeps (docs/architecture.md draws them): each folder imports only
// from the layers below its own, browser code never reaches server-only code, and no file imports
// itself back through others.
const { builtinModules } = require("node:module");

/** The folders of src/ from the bottom up; the build's own files (gatsby-*, scripts, tests) may use any. */
const layers = [
  ["content"],
  ["src/theme", "src/content-model", "src/environment"],
  ["src/form-contract", "src/films"],
  ["src/server", "src/consent", "src/hooks"],
  ["src/analytics", "src/headers"],
  ["src/components", "src/local-server", "src/api"],
  ["src/templates", "src/pages"],
  ["src/cms"],
];
const tests = "(^|/)(__tests__|test|e2e)/|\\.(test|spec)\\.tsx?$";
const any = (folders) => `^(${folders.join("|")})/`;

/** @type {import("dependency-cruiser").IConfiguration} */
module.exports = {
  forbidden: [
    ...layers.flatMap((layer, index) =>
      layer.map((folder) => ({
        name: "layers",
        comment: `${folder} imports only from itself and the layers below it`,
        severity: "error",
        from: { path: any([folder]), pathNot: tests },
        to: {
          pathNot: any([folder, ...layers.slice(0, index).flat(), "node_modules"]),
          dependencyTypesNot: ["core"],
        },
      })),
    ),
    {
      name: "src-folder-without-layer",
      comment: "every folder of src/ has its place in the layers above",
      severity: "error",
      from: { path: "^src/[^/]+/", pathNot: any(layers.flat()) },
      to: {},
    },
    {
      // The site's pages and hooks, gatsby-browser, and the editor's bundle (the rest of src/cms
      // configures its build in gatsby-node and may use Node).
      name: "browser-reaches-server",
      comment: "browser code reaches no server-only folder, Node built-in, nodemailer or ioredis",
      severity: "error",
      from: {
        path: `${any(["src/theme", "src/consent", "src/hooks", "src/analytics", "src/components", "src/templates", "src/pages"])}|^gatsby-browser\\.tsx$|^src/cms/cms\\.tsx$`,
        pathNot: tests,
      },
      to: {
        reachable: true,
        path: [
          any(["src/server", "src/local-server", "src/api", "src/headers", "src/films"]),
          "^node_modules/(nodemailer|ioredis)/",
          `^(node:)?(${builtinModules.join("|")})$`,
        ],
      },
    },
    {
      name: "no-circular",
      comment: "no import cycle between files, tests included",
      severity: "error",
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    exclude: { path: "^(public|static|docs|coverage|test-results|playwright-report)/|^\\." },
    doNotFollow: { path: "node_modules" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default"] },
  },
};
