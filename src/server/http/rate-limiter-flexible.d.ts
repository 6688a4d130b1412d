// The package's documented direct imports, typed as its main entry types them: importing only the
// limiters in use keeps its database adapters (Drizzle's dynamic import) out of the function bundles.
declare module "rate-limiter-flexible/lib/RateLimiterMemory.js" {
  export { RateLimiterMemory as default } from "rate-limiter-flexible";
}
declare module "rate-limiter-flexible/lib/RateLimiterRedis.js" {
  export { RateLimiterRedis as default } from "rate-limiter-flexible";
}
