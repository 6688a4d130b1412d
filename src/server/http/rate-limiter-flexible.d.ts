// The package's documented direct imports, typed as its main entry: its root pulls Drizzle into the bundles.
declare module "rate-limiter-flexible/lib/RateLimiterMemory.js" {
  export { RateLimiterMemory as default } from "rate-limiter-flexible";
}
declare module "rate-limiter-flexible/lib/RateLimiterRedis.js" {
  export { RateLimiterRedis as default } from "rate-limiter-flexible";
}
