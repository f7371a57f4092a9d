import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ROLE_DASHBOARD, errorMessageOf, useRegisterMutation, useTeacherProfileOptions } from '@tutor/api';
import type { Pendaftar, RegisterBody } from '@tutor/contract';
import { accountProblem, ACCOUNT_MESSAGES, consentProblem, teacherProfileProblem } from '@tutor/rules';
import { Button, ButtonLink } from '@tutor/ui/Button';
import {
  EMPTY_TEACHER_FORM,
  TeacherProfileFieldsWithOptions,
  teacherFieldsOf,
  type TeacherFormValue,
} from '@tutor/ui/TeacherProfileFields';
import { Field } from '@tutor/ui/Field';
import { Section } from '@tutor/ui/Section';
import { usePageTitle } from '@tutor/ui/usePageTitle';
import { WhatsAppNumberField } from '@tutor/ui/WhatsAppNumberField';
import { FormAlert } from '../common/FormAlert';
import { PendaftarChoice, PolicyConsent } from './ConsentFields';
import { PasswordField } from './PasswordField';
import { RoleChoice, type AccountKind } from './RoleChoice';
import '../common/forms.css';
import './account.css';
import { LiveFields } from '@tutor/ui/LiveFields';
import { EmailField } from './EmailField';

/** /register: first the kind of account, then the form; a teacher also fills the teaching profile. */
export function RegisterPage() {
  usePageTitle('Daftar', 'Daftar akun siswa/orang tua atau guru Pintar Privat');
  const navigate = useNavigate();
  const [register, { isLoading }] = useRegisterMutation();
  const [kind, setKind] = useState<AccountKind | null>(null);
  const [account, setAccount] = useState({ nama: '', email: '', whatsapp: '62', password: '' });
  const [teacher, setTeacher] = useState<TeacherFormValue>(EMPTY_TEACHER_FORM);
  const [pendaftar, setPendaftar] = useState<Pendaftar | null>(null);
  const [consent, setConsent] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [waitingTeacher, setWaitingTeacher] = useState<string | null>(null);

  if (waitingTeacher) return <TeacherRegistered nama={waitingTeacher} />;
  if (!kind) {
    return (
      <Section level={1} title="Daftar" subtitle="Pilih jenis akun Anda." className="landing-account">
        <RoleChoice onChoose={setKind} />
        <p>
          Sudah punya akun? <Link to="/login">Masuk</Link>
        </p>
      </Section>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const teacherFields = kind === 'guru' ? teacherFieldsOf(teacher) : undefined;
    const holder = kind === 'siswa' && pendaftar ? { pendaftar } : {};
    const found =
      accountProblem(account) ??
      (teacherFields ? teacherProfileProblem(teacherFields) : null) ??
      consentProblem({ role: kind, setuju_kebijakan: consent, ...holder });
    setProblem(found);
    if (found) return;
    const body: RegisterBody = {
      role: kind,
      setuju_kebijakan: consent,
      ...holder,
      ...account,
      nama: account.nama.trim(),
      email: account.email.trim().toLowerCase(),
      ...teacherFields,
    };
    try {
      const user = await register(body).unwrap();
      if (user.role === 'guru') setWaitingTeacher(user.nama);
      else navigate(ROLE_DASHBOARD.siswa, { replace: true });
    } catch (error) {
      setProblem(errorMessageOf(error));
    }
  };

  const title = kind === 'guru' ? 'Daftar sebagai Guru' : 'Daftar sebagai Siswa / Orang Tua';
  return (
    <Section level={1} title={title} subtitle="Semua kolom wajib diisi." className="landing-account">
      <form
        className={`landing-form${kind === 'guru' ? ' landing-form--wide' : ''}`}
        onSubmit={submit}
        noValidate
        aria-busy={isLoading || undefined}
      >
        <LiveFields>
          <p>
            <button type="button" className="landing-link-button" onClick={() => setKind(null)}>
              Ganti jenis akun
            </button>
          </p>
          {kind === 'siswa' && <PendaftarChoice value={pendaftar} onChange={setPendaftar} />}
          <div className="landing-form__pair">
            <Field label="Nama lengkap">
              {({ inputId }) => (
                <input
                  id={inputId}
                  className="ui-input"
                  autoComplete="name"
                  maxLength={100}
                  value={account.nama}
                  onChange={(event) => setAccount({ ...account, nama: event.target.value })}
                />
              )}
            </Field>
            <EmailField value={account.email} onChange={(email) => setAccount({ ...account, email })} />
            <WhatsAppNumberField
              label="Nomor WhatsApp"
              value={account.whatsapp}
              onChange={(whatsapp) => setAccount({ ...account, whatsapp })}
              hint="Contoh: 6281234567890"
            />
            <PasswordField
              label="Kata sandi"
              autoComplete="new-password"
              value={account.password}
              onChange={(password) => setAccount({ ...account, password })}
              hint="Minimal 8 karakter"
            />
          </div>
          {kind === 'guru' && (
            <TeacherProfileFieldsWithOptions
              value={teacher}
              onChange={setTeacher}
              useOptions={useTeacherProfileOptions}
            />
          )}
          <PolicyConsent checked={consent} onChange={setConsent} />
          <FormAlert message={problem} />
          <Button type="submit" busy={isLoading} block>
            {isLoading ? 'Mendaftarkan...' : 'Daftar'}
          </Button>
        </LiveFields>
      </form>
    </Section>
  );
}

/** After a teacher registers: the account exists but waits for an admin (the onboarding takes 1-2 weeks). */
function TeacherRegistered({ nama }: { nama: string }) {
  return (
    <Section level={1} title="Pendaftaran guru berhasil" className="landing-account">
      <div className="landing-form__success" role="status">
        <p>
          Terima kasih, {nama}. {ACCOUNT_MESSAGES.waitForVerification}.
        </p>
        <p>Admin meninjau profil Anda dalam 1-2 minggu. Setelah terverifikasi, profil Anda tampil di pencarian guru.</p>
      </div>
      <p>
        <ButtonLink to="/guru/profil">Lihat profil saya</ButtonLink>
      </p>
    </Section>
  );
}
