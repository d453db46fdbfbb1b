import { useState, type ReactNode } from 'react';
import { useMediaQuery } from '#lib/use-media-query';
import { BottomBar } from './bottom-bar';
import { Footer } from './footer';
import { Header } from './header';
import { MobileNavDrawer } from './mobile-nav-drawer';
import { Sidebar } from './sidebar';

/** The shared layout (docs/product.md §2): header; sidebar from 768 px, bottom bar below; footer. */
export function AppLayout({ children }: { children: ReactNode }) {
  const isWide = useMediaQuery('(min-width: 768px)');
  const [isSidebarOpen, setIsSidebarOpen] = useState(true);
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);

  const onToggleMenu = () => (isWide ? setIsSidebarOpen((open) => !open) : setIsDrawerOpen((open) => !open));

  return (
    <div className="flex min-h-dvh flex-col bg-background pb-[calc(3.5rem+env(safe-area-inset-bottom))] md:pb-0">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-control bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      <Header isMenuOpen={isWide ? isSidebarOpen : isDrawerOpen} onToggleMenu={onToggleMenu} />
      <div className="flex flex-1">
        <Sidebar isOpen={isSidebarOpen} />
        <div className="flex min-w-0 flex-1 flex-col">
          <main id="main-content" tabIndex={-1} className="mx-auto w-full max-w-[1100px] flex-1 px-4 py-6 outline-none md:px-8 md:py-8">
            {children}
          </main>
          <Footer />
        </div>
      </div>
      <BottomBar />
      <MobileNavDrawer isOpen={isDrawerOpen && !isWide} onClose={() => setIsDrawerOpen(false)} />
    </div>
  );
}
