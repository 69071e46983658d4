/** The part of autocannon's API the scenarios use; the package ships no types. */
declare module 'autocannon' {
  interface Histogram {
    average: number;
    mean: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
  }

  interface Result {
    url: string;
    latency: Histogram;
    requests: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
  }

  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    /** Each request made afresh, in the process that sends them (not with `workers`): a path of its own. */
    requests?: { setupRequest?: (request: { path: string }) => { path: string } }[];
    /** Worker threads that send the requests, so the load does not share the server's event loop. */
    workers?: number;
  }

  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
