import { setPasswordCostInTests } from '../../src/lib/passwords';

// jest's setupFiles for every server test file: hashes made in tests cost 2^10 instead of OWASP's
// 2^17 (see setPasswordCostInTests). The hashing and checking code is the same; accounts.test.ts
// checks OWASP's cost itself.
export const TEST_PASSWORD_COST = 2 ** 10;
setPasswordCostInTests(TEST_PASSWORD_COST);
