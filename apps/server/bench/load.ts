import autocannon from "autocannon";

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

export interface LoadCall {
  name: string;
  method?: "GET" | "POST";
  /** Called for every request: a path, for POST a JSON body, and any extra headers. */
  next: (i: number) => { path: string; body?: unknown; headers?: Record<string, string> };
}

const CONNECTIONS = 10;

/** Loads one call with autocannon: 10 connections for `seconds`, after a one-second warm-up. */
export async function load(baseUrl: string, call: LoadCall, seconds: number): Promise<LoadResult> {
  await runAutocannon(baseUrl, call, 1);
  return runAutocannon(baseUrl, call, seconds);
}

async function runAutocannon(
  baseUrl: string,
  call: LoadCall,
  seconds: number,
): Promise<LoadResult> {
  let counter = 0;
  const result = await autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method: call.method ?? "GET",
        setupRequest: (request) => {
          const { path, body, headers = {} } = call.next(counter++);
          return body === undefined
            ? { ...request, path, headers }
            : {
                ...request,
                path,
                body: JSON.stringify(body),
                headers: { ...headers, "content-type": "application/json" },
              };
        },
      },
    ],
  });
  return {
    name: call.name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}
