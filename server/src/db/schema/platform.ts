/** Page views and error reports per remote, build and minute (019). */
export interface RemoteVersionCountTable {
  remote: string;
  version: string;
  /** 'YYYY-MM-DDTHH:mm', UTC */
  minute: string;
  views: number;
  errors: number;
}
