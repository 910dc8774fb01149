// A fetch that waits and retries on 429, honouring Retry-After (whole seconds). A wait
// longer than `maxWaitMs` (a used-up monthly quota resets in days) is not worth
// sleeping through: the 429 is returned and becomes an LlarApiError with its code.
export type RetryOptions = { retries: number; maxWaitMs: number; sleep?: (ms: number) => Promise<void> };

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function retryingFetch(base: typeof fetch, opts: RetryOptions): (input: Request) => Promise<Response> {
  const sleep = opts.sleep ?? defaultSleep;
  return async (request: Request) => {
    for (let attempt = 0; ; attempt++) {
      const response = await base(request.clone());
      if (response.status !== 429 || attempt >= opts.retries) return response;
      const seconds = Number(response.headers.get("Retry-After"));
      const waitMs = Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : 1000 * 2 ** attempt;
      if (waitMs > opts.maxWaitMs) return response;
      await response.body?.cancel();
      await sleep(waitMs);
    }
  };
}
