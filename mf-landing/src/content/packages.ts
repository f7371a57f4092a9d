/**
 * The product's package table. Meetings and instalments are product facts; prices always come
 * from the server (the fee search's default list, "Mulai Dari").
 */
export interface PackageFacts {
  id: number;
  nama: string;
  /** meetings in the package period */
  jumlah: number;
  period: 'bulan' | '6 bulan';
  /** number of payments the package can be split into (1 = paid in full) */
  countPayments: number;
}

export const PACKAGES: readonly PackageFacts[] = [
  { id: 2, nama: 'Super', jumlah: 4, period: 'bulan', countPayments: 1 },
  { id: 3, nama: 'Intensif', jumlah: 8, period: 'bulan', countPayments: 1 },
  { id: 4, nama: 'Super Intensif', jumlah: 12, period: 'bulan', countPayments: 1 },
  { id: 5, nama: 'Ekslusif', jumlah: 16, period: 'bulan', countPayments: 1 },
  { id: 6, nama: 'Super Ekslusif', jumlah: 20, period: 'bulan', countPayments: 1 },
  { id: 7, nama: 'Super Pro', jumlah: 24, period: 'bulan', countPayments: 1 },
  { id: 8, nama: 'Intensif Pro', jumlah: 48, period: '6 bulan', countPayments: 2 },
  { id: 9, nama: 'Super Intensif Pro', jumlah: 72, period: '6 bulan', countPayments: 3 },
  { id: 10, nama: 'Ekslusif Pro', jumlah: 96, period: '6 bulan', countPayments: 3 },
  { id: 11, nama: 'Super Ekslusif Pro', jumlah: 120, period: '6 bulan', countPayments: 3 },
];

export function packageFactsFor(paketId: number): PackageFacts | undefined {
  return PACKAGES.find((item) => item.id === paketId);
}
