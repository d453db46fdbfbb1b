// The fake wearable providers' request and failure shapes, shared by the server and its handlers.

export type FakeProvider = 'oura' | 'whoop' | 'withings';

export type FakeRequest = {
  provider: FakeProvider;
  method: string;
  /** Without the provider prefix and without the query string. */
  path: string;
  query: Record<string, string>;
  body: Record<string, string>;
  authorization?: string;
};

export type FakeFailure = { status: 429 | 500 | 503; retryAfterSeconds?: number; times?: number };
