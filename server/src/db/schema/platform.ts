/** Page views and error reports per remote, build and minute (019). */
export interface RemoteVersionCountTable {
  remote: string;
  version: string;
  /** 'YYYY-MM-DDTHH:mm', UTC */
  minute: string;
  views: number;
  errors: number;
}

/** When each background job last finished a run without error (030). */
export interface JobRunTable {
  job: string;
  /** ISO instant */
  succeeded_at: string;
  interval_ms: number;
}
