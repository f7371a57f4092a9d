/** The site address used in links sent out (reset e-mails, notifications): PUBLIC_URL, never the request's Host header. */
export const siteUrl = (env: NodeJS.ProcessEnv = process.env): string =>
  env.PUBLIC_URL ?? `http://localhost:${env.PORT ?? 3000}`;
