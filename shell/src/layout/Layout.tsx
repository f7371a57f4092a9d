import type { ReactNode } from 'react';
import { FocusMainOnNavigation } from './FocusMainOnNavigation';
import { Footer } from './Footer';
import { Header } from './Header';
import { ScrollToTop } from './ScrollToTop';
import { WhatsAppWidget } from './WhatsAppWidget';
import './shell.css';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <>
      <a className="shell-skip-link" href="#main-content">
        Langsung ke konten
      </a>
      <ScrollToTop />
      <FocusMainOnNavigation targetId="main-content" />
      <Header />
      <main id="main-content" className="shell-main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <WhatsAppWidget />
    </>
  );
}
