import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeFetch, renderPage, pageLoaded } from '@tutor/testing';
import App from '../App';

describe('Jadi pengajar page', () => {
  beforeEach(() => {
    fakeFetch({});
  });

  it('has one h1 and the about, who-may-teach, benefits, timeline, video and FAQ sections', async () => {
    renderPage(<App />, { route: '/jadi-pengajar' });
    await pageLoaded();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Jadi Pengajar Les Privat di Pintar Privat');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Tentang Mengajar di Pintar Privat',
      'Siapa yang Bisa Menjadi Pengajar?',
      'Lima Keuntungan Menjadi Pengajar',
      'Alur Menjadi Pengajar',
      'Video Cara Mendaftar',
      'Pertanyaan yang Sering Diajukan',
    ]);
    for (const link of screen.getAllByRole('link', { name: 'Daftar Jadi Pengajar' }))
      expect(link).toHaveAttribute('href', '/register');
  });

  it('lists five benefits', async () => {
    renderPage(<App />, { route: '/jadi-pengajar' });
    await pageLoaded();
    const benefits = screen.getByRole('region', { name: 'Lima Keuntungan Menjadi Pengajar' });
    expect(within(benefits).getAllByRole('listitem')).toHaveLength(5);
  });

  it('shows the onboarding timeline with micro teaching, from registration to teaching', async () => {
    renderPage(<App />, { route: '/jadi-pengajar' });
    await pageLoaded();
    const timeline = screen.getByRole('list', { name: 'Alur menjadi pengajar' });
    const steps = within(timeline)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(steps).toHaveLength(11);
    expect(steps[0]).toBe('Daftar akun dan kirim profil');
    expect(steps).toContain('Admin menjadwalkan micro teaching');
    expect(steps).toContain('Penilaian micro teaching');
    expect(steps[9]).toBe('Mengajar');
  });

  it('links the registration video instead of embedding it', async () => {
    renderPage(<App />, { route: '/jadi-pengajar' });
    await pageLoaded();
    const video = screen.getByRole('link', { name: 'Tonton: Video cara daftar menjadi pengajar' });
    expect(video).toHaveAttribute('target', '_blank');
    expect(document.querySelector('iframe')).toBeNull();
  });

  it("answers the teachers' 5 questions, one at a time", async () => {
    renderPage(<App />, { route: '/jadi-pengajar' });
    await pageLoaded();
    const faq = screen.getByRole('region', { name: 'Pertanyaan yang Sering Diajukan' });
    const questions = within(faq).getAllByRole('button');
    expect(questions).toHaveLength(5);
    expect(questions[0]).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(within(faq).getByRole('button', { name: 'Berapa lama proses seleksinya?' }));
    expect(within(faq).getByText(/dalam 1-2 minggu/)).toBeVisible();
    expect(questions[0]).toHaveAttribute('aria-expanded', 'false');
  });
});
