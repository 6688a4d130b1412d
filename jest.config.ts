import type { Config } from "jest";

// The server logic (src/server) and *.node.test.ts run in Node (real sockets, real files), the
// rest of src/ in jsdom; "built" tests what a build ships (the functions as Netlify runs them, the
// headers), so it runs after the build: `npm test` runs
// `jest --selectProjects node dom` first and `jest --selectProjects built` once the build is done.
const shared = {
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/test/jest-preprocess.js" },
  moduleNameMapper: {
    "\\.(jpg|jpeg|png|gif|webp|avif|svg|mp4|webm|woff2)$": "<rootDir>/test/file-mock.js",
    "^gatsby-page-utils/(.*)$": "gatsby-page-utils/dist/$1",
    // The package's "module" entry, as webpack reads it: its "main" bundle exports nothing.
    "^decap-cms-locales$": "decap-cms-locales/dist/esm/index.js",
  },
  // ES modules only, compiled for jest like the source: Decap's locales, Netlify's header parser and its dependencies.
  transformIgnorePatterns: [
    "node_modules/(?!(gatsby|gatsby-script|gatsby-link|lucide-react|@fontsource-variable|decap-cms-locales|@netlify/headers-parser|escape-string-regexp|smol-toml)/)",
  ],
};

const config: Config = {
  projects: [
    {
      ...shared,
      displayName: "node",
      testEnvironment: "node",
      testMatch: [
        "<rootDir>/src/server/**/__tests__/**/*.test.ts",
        "<rootDir>/test/node/**/*.test.ts",
        "<rootDir>/src/**/__tests__/**/*.node.test.ts",
      ],
    },
    {
      ...shared,
      displayName: "dom",
      testEnvironment: "jsdom",
      testEnvironmentOptions: { url: "http://localhost/" },
      testMatch: ["<rootDir>/src/**/__tests__/**/*.test.ts?(x)"],
      testPathIgnorePatterns: ["\\.node\\.test\\.ts$", "<rootDir>/src/server/"],
      setupFilesAfterEnv: ["<rootDir>/test/setup-dom.ts"],
      moduleNameMapper: { ...shared.moduleNameMapper, "^gatsby$": "<rootDir>/test/__mocks__/gatsby.tsx" },
    },
    {
      ...shared,
      displayName: "built",
      testEnvironment: "node",
      testMatch: ["<rootDir>/test/built/**/*.test.ts"],
    },
  ],
};

export default config;
