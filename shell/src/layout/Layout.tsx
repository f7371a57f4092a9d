import type { ReactNode } from 'react';
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
      <Header />
      <main id="main-content" className="shell-main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <WhatsAppWidget />
    </>
  );
}
