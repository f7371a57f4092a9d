import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@tutor/ui/NotFoundPage';
import { PageLoading } from '@tutor/ui/PageLoading';

// One chunk per page: a visitor of one page downloads only that page.
const OrderWizardPage = lazy(() =>
  import(/* webpackChunkName: "page-order-wizard" */ './wizard/OrderWizardPage').then((module) => ({
    default: module.OrderWizardPage,
  })),
);
const OrderDetailPage = lazy(() =>
  import(/* webpackChunkName: "page-order-detail" */ './orders/OrderDetailPage').then((module) => ({
    default: module.OrderDetailPage,
  })),
);
const StudentDashboardPage = lazy(() =>
  import(/* webpackChunkName: "page-student-dashboard" */ './dashboard/StudentDashboardPage').then((module) => ({
    default: module.StudentDashboardPage,
  })),
);
const RenewalPage = lazy(() =>
  import(/* webpackChunkName: "page-renewal" */ './changes/RenewalPage').then((module) => ({
    default: module.RenewalPage,
  })),
);
const AdminOrdersPage = lazy(() =>
  import(/* webpackChunkName: "page-admin-orders" */ './admin/AdminOrdersPage').then((module) => ({
    default: module.AdminOrdersPage,
  })),
);
const AdminOrderPage = lazy(() =>
  import(/* webpackChunkName: "page-admin-order" */ './admin/AdminOrderPage').then((module) => ({
    default: module.AdminOrderPage,
  })),
);

const AdminReviewsPage = lazy(() =>
  import(/* webpackChunkName: "page-admin-reviews" */ './adminReviews/AdminReviewsPage').then((module) => ({
    default: module.AdminReviewsPage,
  })),
);

/** The student area. Paths are absolute: the shell mounts this remote under its route prefixes. */
export default function App() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route path="/siswa/pemesanan-les" element={<OrderWizardPage />} />
        <Route path="/siswa/dashbord" element={<StudentDashboardPage />} />
        <Route path="/siswa/pesanan/:kode" element={<OrderDetailPage />} />
        <Route path="/siswa/pesanan/:kode/perpanjang" element={<RenewalPage />} />
        <Route path="/admin/pesanan" element={<AdminOrdersPage />} />
        <Route path="/admin/pesanan/:kode" element={<AdminOrderPage />} />
        <Route path="/admin/ulasan" element={<AdminReviewsPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
