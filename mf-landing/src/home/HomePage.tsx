import { useGetPackagePricesQuery } from '@tutor/api';
import { usePageTitle } from '@tutor/ui/usePageTitle';
import { FaqSection } from '../common/FaqSection';
import { CUSTOMER_FAQ } from '../content/faqCustomers';
import { withPaymentAnswer } from '../content/paymentFaq';
import { ActivityPhotosSection } from './sections/ActivityPhotosSection';
import { AdvantagesSection } from './sections/AdvantagesSection';
import { BestTeachersSection } from './sections/BestTeachersSection';
import { BlogTeasersSection } from './sections/BlogTeasersSection';
import { CurriculaSection } from './sections/CurriculaSection';
import { HeroSection } from './sections/HeroSection';
import { LearningModesSection } from './sections/LearningModesSection';
import { PackagesSection } from './sections/PackagesSection';
import { PartnersSection } from './sections/PartnersSection';
import { PressSection } from './sections/PressSection';
import { ProgramCarousel } from './sections/ProgramCarousel';
import { RegistrationStepsSection } from './sections/RegistrationStepsSection';
import { RegistrationVideosSection } from './sections/RegistrationVideosSection';
import { ServicesSection } from './sections/ServicesSection';
import { StatisticsBanner } from './sections/StatisticsBanner';
import { SubjectsSection } from './sections/SubjectsSection';
import { TeacherBanner } from './sections/TeacherBanner';
import { TeacherReviewsSection } from './sections/TeacherReviewsSection';
import { TestimonialsSection } from './sections/TestimonialsSection';
import '../common/landing.css';
import './home.css';
import './sections/moreSections.css';

/** The home page: every section of the home page, in the product's order. */
export function HomePage() {
  usePageTitle(
    'Les Privat ke Rumah dan Online',
    'Les privat untuk Toddler sampai mahasiswa dengan guru terverifikasi, offline ke rumah atau online. Diskon 25% untuk semua biaya les.',
  );
  // the same cached answer as the package section: which packages can be paid in instalments
  const { data: packages } = useGetPackagePricesQuery();
  return (
    <div className="landing-page landing-home">
      <HeroSection />
      <StatisticsBanner />
      <AdvantagesSection />
      <ProgramCarousel />
      <CurriculaSection />
      <LearningModesSection />
      <PackagesSection />
      <ServicesSection />
      <BestTeachersSection />
      <SubjectsSection />
      <PartnersSection />
      <TestimonialsSection />
      <ActivityPhotosSection />
      <TeacherReviewsSection />
      <RegistrationStepsSection />
      <RegistrationVideosSection />
      <TeacherBanner />
      <PressSection />
      <BlogTeasersSection />
      <FaqSection
        entries={withPaymentAnswer(CUSTOMER_FAQ, packages)}
        subtitle="Belum menemukan jawabannya? Tanyakan langsung kepada admin lewat WhatsApp."
      />
    </div>
  );
}
