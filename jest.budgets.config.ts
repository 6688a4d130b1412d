import type { Config } from "jest";

// The performance budgets read a production build, so they run after one (`npm test` does; or `npm run test:budgets`).
const config: Config = {
  displayName: "budgets",
  testEnvironment: "node",
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/test/jest-preprocess.js" },
  testMatch: ["<rootDir>/test/budgets/**/*.test.ts"],
};

export default config;
