import type { Partner } from '@tutor/contract';

/** GET /api/mitra as the server answers it: universities and schools in one list, by id. */
export const partners: Partner[] = [
  { id: 1, nama: 'Universitas Indonesia', jenis: 'universitas', logo: '/media/mitra/1.svg' },
  { id: 2, nama: 'Institut Teknologi Bandung', jenis: 'universitas', logo: '/media/mitra/2.svg' },
  { id: 3, nama: 'Universitas Gadjah Mada', jenis: 'universitas', logo: '/media/mitra/3.svg' },
  { id: 13, nama: 'SMA Negeri 8 Jakarta', jenis: 'sekolah', logo: '/media/mitra/13.svg' },
  { id: 22, nama: 'SMA Taruna Nusantara', jenis: 'sekolah', logo: '/media/mitra/22.svg' },
];
