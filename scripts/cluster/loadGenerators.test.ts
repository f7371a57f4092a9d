import { chooseLoadGenerator, describeFailures } from './loadGenerators.mjs';

const clean = { generator: 'wrk', errors: 0, socketErrors: {}, non2xx: 0, failed: 0 };

describe('the load generators of bench:cluster', () => {
  it('uses autocannon when asked, and refuses a generator it does not know', () => {
    expect(chooseLoadGenerator({ BENCH_LOAD_GENERATOR: 'autocannon' })).toEqual({ name: 'autocannon' });
    expect(() => chooseLoadGenerator({ BENCH_LOAD_GENERATOR: 'ab' })).toThrow(/wrk or autocannon/);
  });

  it('says what the failures of a row were', () => {
    expect(describeFailures(clean)).toBe('failed 0');
    expect(describeFailures({ ...clean, errors: 1, socketErrors: { read: 1, connect: 0 }, non2xx: 2, failed: 3 })).toBe(
      'failed 3 (read 1, status ≥ 400: 2)',
    );
    expect(
      describeFailures({ ...clean, generator: 'autocannon', errors: 2, socketErrors: { ECONNRESET: 1 }, failed: 2 }),
    ).toBe('failed 2 (ECONNRESET 1, socket errors 1)');
    expect(describeFailures({ ...clean, generator: 'autocannon', non2xx: 1, failed: 1 })).toBe('failed 1 (not 2xx: 1)');
  });
});
