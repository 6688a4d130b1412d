// rate-limiter-flexible's index loads every store it supports, among them Drizzle's, whose dynamic
// import of an optional package webpack cannot follow and warns about in every functions build.
// rate-limit.ts loads the package's own modules for the two stores it uses; they are typed here as
// the package's index types them.
declare module "rate-limiter-flexible/lib/RateLimiterMemory" {
  import { RateLimiterMemory } from "rate-limiter-flexible";
  export default RateLimiterMemory;
}

declare module "rate-limiter-flexible/lib/RateLimiterRedis" {
  import { RateLimiterRedis } from "rate-limiter-flexible";
  export default RateLimiterRedis;
}

declare module "rate-limiter-flexible/lib/RateLimiterRes" {
  import { RateLimiterRes } from "rate-limiter-flexible";
  export default RateLimiterRes;
}
