// Loads nodemailer on the first message instead of at start-up.
import type nodemailerModule from "nodemailer";

/*
 * `gatsby serve` evaluates a function's bundle afresh on every request, so every module
 * initialised at the top costs each call, including newsletter signups that never mail.
 * webpackMode "eager" keeps nodemailer inside the one bundle file (no extra chunk for a
 * host to miss) but runs its module code only when this is first awaited.
 */
export async function loadNodemailer(): Promise<typeof nodemailerModule> {
  const loaded = await import(/* webpackMode: "eager" */ "nodemailer");
  return loaded.default;
}
