// Imported first by gatsby-config, so the build and the dev server read the variables written in
// .env.development / .env.production (.env.example lists them); a variable set in the shell wins.
import { existsSync } from "node:fs";

const file = `.env.${process.env.NODE_ENV || "development"}`;
if (existsSync(file)) process.loadEnvFile(file);
