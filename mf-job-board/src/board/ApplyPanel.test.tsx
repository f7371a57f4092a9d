import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNT_MESSAGES, LIFECYCLE_MESSAGES } from '@tutor/rules';
import { fakeFetch, pageLoaded, renderPage, TEST_CSRF_TOKEN, type FakeAnswer } from '@tutor/testing';
import App from '../App';
import {
  ALREADY_APPLIED,
  applicationTo,
  boardRoutes,
  ENGLISH_SD,
  MATH_SMA,
  NOT_VERIFIED,
  openings,
  teacherSession,
} from '../testSupport/fixtures';

const APPLY = 'POST /api/lowongan/PP-2611-7K3Q/lamar';
const OPENINGS = 'GET /guru/loker-mengajar-searching';

/** The board where the server marks MATH_SMA applied (one more applicant) once the POST arrived. */
async function openBoard(applyAnswer: FakeAnswer, session = teacherSession('terverifikasi')) {
  let applied = false;
  const fake = fakeFetch({
    ...boardRoutes(),
    'GET /api/auth/me': session,
    [OPENINGS]: () =>
      openings(
        applied ? { ...MATH_SMA, sudah_apply: true, guru_apply: MATH_SMA.guru_apply + 1 } : MATH_SMA,
        ENGLISH_SD,
      ),
    [APPLY]: () => {
      applied = applyAnswer.status === undefined || applyAnswer.status === 201 || applyAnswer.status === 409;
      return applyAnswer;
    },
  });
  const user = userEvent.setup();
  renderPage(<App />, { route: '/guru/loker-mengajar' });
  await pageLoaded();
  const card = await screen.findByRole('article', { name: MATH_SMA.judul_lowongan });
  return { fake, user, card };
}

async function sendApplication(user: ReturnType<typeof userEvent.setup>, card: HTMLElement, note = '') {
  await user.click(within(card).getByRole('button', { name: 'Apply PP-2611-7K3Q' }));
  if (note) await user.type(within(card).getByLabelText('Catatan untuk admin (opsional)'), note);
  await user.click(within(card).getByRole('button', { name: 'Kirim lamaran' }));
}

describe('applying to an opening', () => {
  it('sends the note once, then shows the confirmation, Sudah Apply and the new number of applicants', async () => {
    const { fake, user, card } = await openBoard({
      status: 201,
      body: { data: applicationTo(MATH_SMA, { catatan: 'Saya alumni ITB' }) },
      delay: 50,
    });

    const apply = within(card).getByRole('button', { name: 'Apply PP-2611-7K3Q' });
    expect(apply).toHaveAttribute('aria-expanded', 'false');
    await user.click(apply);
    expect(apply).toHaveAttribute('aria-expanded', 'true');
    const note = within(card).getByLabelText('Catatan untuk admin (opsional)');
    expect(note).toHaveFocus();
    expect(note).toHaveAttribute('maxLength', '500');
    await user.type(note, 'Saya alumni ITB');
    expect(note).toHaveAccessibleDescription('15/500 karakter');
    await user.click(within(card).getByRole('button', { name: 'Kirim lamaran' }));

    expect(within(card).getByRole('button', { name: 'Mengirim...' })).toBeDisabled();
    expect(await within(card).findByRole('status')).toHaveTextContent(LIFECYCLE_MESSAGES.applied);
    expect(await within(card).findByText('Sudah Apply')).toBeVisible();
    expect(within(card).getByText('3 guru apply')).toBeVisible();
    expect(within(card).queryByRole('button', { name: /^Apply/ })).not.toBeInTheDocument();

    const [sent] = fake.callsTo(APPLY);
    expect(fake.callsTo(APPLY)).toHaveLength(1);
    expect(sent?.body).toEqual({ catatan: 'Saya alumni ITB' });
    expect(sent?.headers.get('X-CSRF-Token')).toBe(TEST_CSRF_TOKEN);
    expect(fake.callsTo(OPENINGS)).toHaveLength(2);
  });

  it('sends no note when the field is left empty, and Batal closes the form', async () => {
    const { fake, user, card } = await openBoard({ status: 201, body: { data: applicationTo(MATH_SMA) } });

    await user.click(within(card).getByRole('button', { name: 'Apply PP-2611-7K3Q' }));
    await user.click(within(card).getByRole('button', { name: 'Batal' }));
    expect(within(card).queryByLabelText('Catatan untuk admin (opsional)')).not.toBeInTheDocument();

    await sendApplication(user, card);
    expect(await within(card).findByText('Sudah Apply')).toBeVisible();
    expect(fake.callsTo(APPLY)[0]?.body).toEqual({});
  });

  it("shows the server's 409 message for a second application, and the card turns to Sudah Apply", async () => {
    const { user, card } = await openBoard(ALREADY_APPLIED);

    await sendApplication(user, card, 'Lagi');

    expect(await within(card).findByRole('alert')).toHaveTextContent(LIFECYCLE_MESSAGES.alreadyApplied);
    expect(await within(card).findByText('Sudah Apply')).toBeVisible();
  });

  it('tells a teacher the server still sees as pending to wait for verification (403)', async () => {
    const { fake, user, card } = await openBoard(NOT_VERIFIED);

    await sendApplication(user, card);

    expect(await within(card).findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.waitForVerification);
    expect(within(card).getByRole('button', { name: 'Kirim lamaran' })).toBeEnabled();
    expect(fake.callsTo(OPENINGS)).toHaveLength(1);
  });

  it('tells a pending teacher up front and keeps every Apply disabled', async () => {
    const { card } = await openBoard(NOT_VERIFIED, teacherSession('menunggu_verifikasi'));

    const notice = await screen.findByText(`${ACCOUNT_MESSAGES.waitForVerification}.`);
    expect(notice).toBeVisible();
    expect(screen.getByRole('link', { name: 'Lihat profil' })).toHaveAttribute('href', '/guru/profil');
    const apply = within(card).getByRole('button', { name: 'Apply PP-2611-7K3Q' });
    await waitFor(() => expect(apply).toBeDisabled());
    expect(apply).toHaveAccessibleDescription(expect.stringContaining(ACCOUNT_MESSAGES.waitForVerification));
    for (const button of screen.getAllByRole('button', { name: /^Apply / })) expect(button).toBeDisabled();
  });
});
