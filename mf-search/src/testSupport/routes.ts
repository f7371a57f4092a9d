/**
 * A fake server's answers, to hand to fakeFetch in a test. Structurally the same as
 * @tutor/testing's FakeAnswer/FakeHandler: only *.test files may import that package.
 */
export interface RouteAnswer {
  status?: number;
  body: unknown;
  delay?: number;
}

export type Route = RouteAnswer | ((request: { query: URLSearchParams; body: unknown }) => RouteAnswer);

export type Routes = Record<string, Route>;
