// autocannon ships no type declarations; this covers the part the bench uses.
declare module 'autocannon' {
  interface RequestSpec {
    method?: string;
    path: string;
    headers?: Record<string, string>;
    body?: string;
    /** called before each request is sent; answers the request to send */
    setupRequest?: <R extends { path: string; headers?: Record<string, string> }>(request: R) => R;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    /** requests per second over all connections */
    overallRate?: number;
    requests?: RequestSpec[];
  }
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
    max: number;
  }
  interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    errors: number;
    non2xx: number;
    /** answers per HTTP status */
    statusCodeStats: Record<string, { count: number }>;
    '2xx': number;
  }
  function autocannon(options: Options): Promise<Result>;
  export = autocannon;
}
