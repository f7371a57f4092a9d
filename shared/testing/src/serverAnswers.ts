import type { FeePackageList } from '@tutor/contract';
import { feePackage, type PackageInfo } from '@tutor/rules';

/** The "Mulai Dari" price per meeting the fixtures assume. */
export const LOWEST_PRICE_PER_MEETING = 150_000;

/** Packages rows as the seed holds them (a Pro package counts over six months, paid in three). */
export const FIXTURE_PACKAGES: readonly PackageInfo[] = [
  { id: 2, nama: 'Super', jumlah: 4, count_payments: 1, period_months: 1, color: '#1e88e5' },
  { id: 3, nama: 'Intensif', jumlah: 8, count_payments: 1, period_months: 1, color: '#43a047' },
  { id: 4, nama: 'Super Intensif', jumlah: 12, count_payments: 1, period_months: 1, color: '#fb8c00' },
  { id: 9, nama: 'Super Intensif Pro', jumlah: 72, count_payments: 3, period_months: 6, color: '#8e24aa' },
];

/**
 * GET /api/landing/searching-biaya-les/default as the server computes it (the same `feePackage`
 * rule): one copy for the home page, the fee search and the wizard, typed by the contract.
 */
export const PACKAGE_PRICE_LIST: FeePackageList = {
  status: 'success',
  data: FIXTURE_PACKAGES.map((row) => feePackage(row, LOWEST_PRICE_PER_MEETING)),
};

/** POST /api/log as the server answers an error report. */
export const LOG_RECEIVED = { status: 202, body: { message: 'Laporan kesalahan diterima' } } as const;

/** A failure that carries no message of ours: the proxy in front of the server answers with its own page. */
export const proxyFailure = (status = 502) => ({
  status,
  fromProxy: true,
  body: `<html><body><h1>${status}</h1></body></html>`,
});
