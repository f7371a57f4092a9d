import { NotFoundPage } from '@tutor/ui/NotFoundPage';
import { PageLoading } from '@tutor/ui/PageLoading';
import { remotePages, RemoteRoutes } from '@tutor/ui/RemotePages';

// One chunk per page: the home page does not carry the referral, teacher, program or account pages.
const pages = remotePages([
  {
    paths: ['/'],
    load: () =>
      import(/* webpackChunkName: "page-home" */ './home/HomePage').then((module) => ({ default: module.HomePage })),
  },
  {
    paths: ['/referral'],
    load: () =>
      import(/* webpackChunkName: "page-referral" */ './referral/ReferralPage').then((module) => ({
        default: module.ReferralPage,
      })),
  },
  {
    paths: ['/jadi-pengajar'],
    load: () =>
      import(/* webpackChunkName: "page-become-teacher" */ './teacher/BecomeTeacherPage').then((module) => ({
        default: module.BecomeTeacherPage,
      })),
  },
  {
    paths: ['/testimoni'],
    load: () =>
      import(/* webpackChunkName: "page-testimony" */ './testimony/TestimonyPage').then((module) => ({
        default: module.TestimonyPage,
      })),
  },
  {
    paths: ['/program'],
    load: () =>
      import(/* webpackChunkName: "page-program" */ './program/ProgramPage').then((module) => ({
        default: module.ProgramPage,
      })),
  },
  {
    paths: ['/get-diskon-25'],
    load: () =>
      import(/* webpackChunkName: "page-discount-claim" */ './discount/DiscountClaimPage').then((module) => ({
        default: module.DiscountClaimPage,
      })),
  },
  {
    paths: ['/login'],
    load: () =>
      import(/* webpackChunkName: "page-login" */ './account/LoginPage').then((module) => ({
        default: module.LoginPage,
      })),
  },
  {
    paths: ['/register'],
    load: () =>
      import(/* webpackChunkName: "page-register" */ './account/RegisterPage').then((module) => ({
        default: module.RegisterPage,
      })),
  },
  {
    paths: ['/lupa-password'],
    load: () =>
      import(/* webpackChunkName: "page-forgot-password" */ './account/ForgotPasswordPage').then((module) => ({
        default: module.ForgotPasswordPage,
      })),
  },
  {
    paths: ['/reset-password'],
    load: () =>
      import(/* webpackChunkName: "page-reset-password" */ './account/ResetPasswordPage').then((module) => ({
        default: module.ResetPasswordPage,
      })),
  },
  {
    paths: ['/kebijakan-privasi'],
    load: () =>
      import(/* webpackChunkName: "page-privacy-policy" */ './policy/PrivacyPolicyPage').then((module) => ({
        default: module.PrivacyPolicyPage,
      })),
  },
  {
    paths: ['/syarat-ketentuan'],
    load: () =>
      import(/* webpackChunkName: "page-terms" */ './policy/TermsPage').then((module) => ({
        default: module.TermsPage,
      })),
  },
  {
    paths: ['/referral/saya'],
    load: () =>
      import(/* webpackChunkName: "page-my-referral" */ './referral/mine/MyReferralPage').then((module) => ({
        default: module.MyReferralPage,
      })),
  },
  {
    paths: ['/admin/pencairan'],
    load: () =>
      import(/* webpackChunkName: "page-admin-payouts" */ './admin/AdminPayoutsPage').then((module) => ({
        default: module.AdminPayoutsPage,
      })),
  },
]);

/**
 * Loads the page of `pathname` before the shell hydrates a server-rendered page, so hydration
 * does not stop at the page's chunk.
 */
export const preloadPage = pages.preload;

/** The mf_landing remote: its pages under absolute paths. */
export default function App() {
  return <RemoteRoutes pages={pages} loading={<PageLoading />} notFound={<NotFoundPage />} />;
}
