/** The part of autocannon's API the benchmarks use (the package ships no types). */
declare module 'autocannon' {
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    /** Sent with every request (a browser's Accept-Encoding, say). */
    headers?: Record<string, string>;
    requests?: {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
      /** Changes each request before it goes (a random query string, say). */
      setupRequest?: (request: { path: string }) => { path: string };
    }[];
  }
  export interface Histogram {
    average: number;
    p50: number;
    p99: number;
  }
  export interface Result {
    requests: Histogram;
    latency: Histogram;
    non2xx: number;
    errors: number;
    timeouts: number;
  }
  function autocannon(options: Options, callback: (error: Error | null, result: Result) => void): unknown;
  export default autocannon;
}
