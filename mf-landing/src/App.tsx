import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@tutor/ui';
import { ForgotPasswordPage } from './account/ForgotPasswordPage';
import { LoginPage } from './account/LoginPage';
import { RegisterPage } from './account/RegisterPage';
import { ResetPasswordPage } from './account/ResetPasswordPage';
import { DiscountClaimPage } from './discount/DiscountClaimPage';
import { HomePage } from './home/HomePage';
import { ProgramPage } from './program/ProgramPage';
import { ReferralPage } from './referral/ReferralPage';
import { BecomeTeacherPage } from './teacher/BecomeTeacherPage';
import { TestimonyPage } from './testimony/TestimonyPage';

/** The mf_landing remote: its pages under absolute paths (DESIGN §2). */
export default function App() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/referral" element={<ReferralPage />} />
      <Route path="/jadi-pengajar" element={<BecomeTeacherPage />} />
      <Route path="/testimoni" element={<TestimonyPage />} />
      <Route path="/program" element={<ProgramPage />} />
      <Route path="/get-diskon-25" element={<DiscountClaimPage />} />
      <Route path="/login" element={<LoginPage />} />
      <Route path="/register" element={<RegisterPage />} />
      <Route path="/lupa-password" element={<ForgotPasswordPage />} />
      <Route path="/reset-password" element={<ResetPasswordPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
