/** What the front end reports to POST /api/log. */

export interface ClientErrorReport {
  message: string;
  stack?: string;
  componentStack?: string;
  url?: string;
  source?: string;
}
