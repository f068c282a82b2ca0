/**
 * Connection URLs carry passwords (DATABASE_URL, REDIS_URL, SMTP_URL); anything printed about
 * them — start-up errors, logs — shows `user:***@host` instead.
 */
export function maskUrl(url: string): string {
  return url.replace(/\/\/([^:@/]*):[^@/]*@/, '//$1:***@');
}

/** The same for every URL with a password inside a longer text (an error message). */
export function maskSecrets(text: string): string {
  return text.replace(/\/\/([^:@/\s]*):[^@/\s]*@/g, '//$1:***@');
}
