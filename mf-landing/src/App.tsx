import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@tutor/ui/NotFoundPage';
import { PageLoading } from '@tutor/ui/PageLoading';

// One chunk per page: the home page does not carry the referral, teacher, program or account pages.
const HomePage = lazy(() => import('./home/HomePage').then((module) => ({ default: module.HomePage })));
const ReferralPage = lazy(() => import('./referral/ReferralPage').then((module) => ({ default: module.ReferralPage })));
const BecomeTeacherPage = lazy(() => import('./teacher/BecomeTeacherPage').then((module) => ({ default: module.BecomeTeacherPage })));
const TestimonyPage = lazy(() => import('./testimony/TestimonyPage').then((module) => ({ default: module.TestimonyPage })));
const ProgramPage = lazy(() => import('./program/ProgramPage').then((module) => ({ default: module.ProgramPage })));
const DiscountClaimPage = lazy(() => import('./discount/DiscountClaimPage').then((module) => ({ default: module.DiscountClaimPage })));
const LoginPage = lazy(() => import('./account/LoginPage').then((module) => ({ default: module.LoginPage })));
const RegisterPage = lazy(() => import('./account/RegisterPage').then((module) => ({ default: module.RegisterPage })));
const ForgotPasswordPage = lazy(() => import('./account/ForgotPasswordPage').then((module) => ({ default: module.ForgotPasswordPage })));
const ResetPasswordPage = lazy(() => import('./account/ResetPasswordPage').then((module) => ({ default: module.ResetPasswordPage })));
const MyReferralPage = lazy(() => import('./referral/mine/MyReferralPage').then((module) => ({ default: module.MyReferralPage })));
const AdminPayoutsPage = lazy(() => import('./admin/AdminPayoutsPage').then((module) => ({ default: module.AdminPayoutsPage })));

/** The mf_landing remote: its pages under absolute paths (DESIGN §2). */
export default function App() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path="/referral" element={<ReferralPage />} />
        <Route path="/referral/saya" element={<MyReferralPage />} />
        <Route path="/jadi-pengajar" element={<BecomeTeacherPage />} />
        <Route path="/testimoni" element={<TestimonyPage />} />
        <Route path="/program" element={<ProgramPage />} />
        <Route path="/get-diskon-25" element={<DiscountClaimPage />} />
        <Route path="/login" element={<LoginPage />} />
        <Route path="/register" element={<RegisterPage />} />
        <Route path="/lupa-password" element={<ForgotPasswordPage />} />
        <Route path="/reset-password" element={<ResetPasswordPage />} />
        <Route path="/admin/pencairan" element={<AdminPayoutsPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
