import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@tutor/ui/NotFoundPage';
import { PageLoading } from '@tutor/ui/PageLoading';

// One chunk per page: the home page does not carry the referral, teacher, program or account pages.
const HomePage = lazy(() => import(/* webpackChunkName: "page-home" */ './home/HomePage').then((module) => ({ default: module.HomePage })));
const ReferralPage = lazy(() => import(/* webpackChunkName: "page-referral" */ './referral/ReferralPage').then((module) => ({ default: module.ReferralPage })));
const BecomeTeacherPage = lazy(() => import(/* webpackChunkName: "page-become-teacher" */ './teacher/BecomeTeacherPage').then((module) => ({ default: module.BecomeTeacherPage })));
const TestimonyPage = lazy(() => import(/* webpackChunkName: "page-testimony" */ './testimony/TestimonyPage').then((module) => ({ default: module.TestimonyPage })));
const ProgramPage = lazy(() => import(/* webpackChunkName: "page-program" */ './program/ProgramPage').then((module) => ({ default: module.ProgramPage })));
const DiscountClaimPage = lazy(() => import(/* webpackChunkName: "page-discount-claim" */ './discount/DiscountClaimPage').then((module) => ({ default: module.DiscountClaimPage })));
const LoginPage = lazy(() => import(/* webpackChunkName: "page-login" */ './account/LoginPage').then((module) => ({ default: module.LoginPage })));
const RegisterPage = lazy(() => import(/* webpackChunkName: "page-register" */ './account/RegisterPage').then((module) => ({ default: module.RegisterPage })));
const ForgotPasswordPage = lazy(() => import(/* webpackChunkName: "page-forgot-password" */ './account/ForgotPasswordPage').then((module) => ({ default: module.ForgotPasswordPage })));
const ResetPasswordPage = lazy(() => import(/* webpackChunkName: "page-reset-password" */ './account/ResetPasswordPage').then((module) => ({ default: module.ResetPasswordPage })));
const MyReferralPage = lazy(() => import(/* webpackChunkName: "page-my-referral" */ './referral/mine/MyReferralPage').then((module) => ({ default: module.MyReferralPage })));
const AdminPayoutsPage = lazy(() => import(/* webpackChunkName: "page-admin-payouts" */ './admin/AdminPayoutsPage').then((module) => ({ default: module.AdminPayoutsPage })));

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
