import { render, screen } from '@testing-library/react';
import { Section, SectionHeading } from './Section';

describe('Section', () => {
  it('is a region named by its h2 heading, with subtitle and content', () => {
    render(
      <Section title="Program Belajar" subtitle="Pilih jenjang yang sesuai." id="program">
        <p>Calistung sampai UTBK.</p>
      </Section>,
    );
    const region = screen.getByRole('region', { name: 'Program Belajar' });
    expect(region).toHaveAttribute('id', 'program');
    expect(screen.getByRole('heading', { level: 2, name: 'Program Belajar' })).toBeInTheDocument();
    expect(region).toHaveTextContent('Pilih jenjang yang sesuai.');
    expect(region).toHaveTextContent('Calistung sampai UTBK.');
  });

  it('can carry the page heading', () => {
    render(
      <Section title="Jadi Pengajar" level={1}>
        <p>Daftar sekarang.</p>
      </Section>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Jadi Pengajar' })).toBeInTheDocument();
  });
});

describe('SectionHeading', () => {
  it('renders the heading at the requested level with its subtitle', () => {
    render(<SectionHeading title="Guru Terbaik Bulan Ini" subtitle="Dipilih dari ulasan siswa." level={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Guru Terbaik Bulan Ini' })).toBeInTheDocument();
    expect(screen.getByText('Dipilih dari ulasan siswa.')).toBeInTheDocument();
  });
});
