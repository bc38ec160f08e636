import { Outlet } from 'react-router';
import { BrandMark, BrandName } from '@/components/brand';
import { SiteIllustration } from './site-illustration';

/** Layout of the public pages: a side panel with the product heading, the page on the right. */
export function AuthLayout() {
  return (
    <div className="flex min-h-dvh bg-white">
      <aside className="relative hidden w-[44%] max-w-[640px] flex-col overflow-hidden bg-brand-900 p-10 text-white lg:flex">
        <div className="flex items-center gap-3">
          <BrandMark className="size-9" />
          <span className="text-lg font-semibold tracking-tight">Baustellendoku</span>
        </div>
        <SiteIllustration className="pointer-events-none absolute inset-x-0 bottom-0 w-full opacity-90" />
        <div className="relative z-10 mb-auto max-w-md pt-24">
          <p className="text-3xl leading-tight font-semibold tracking-tight">Dokumentation direkt von der Baustelle.</p>
          <p className="mt-3 text-[15px] leading-relaxed text-brand-100">
            Ersatzbaustoffe, Bodeneinbau und Plattendruckversuche – nachvollziehbar erfasst, geprüft und freigegeben.
          </p>
        </div>
      </aside>
      <main className="flex flex-1 flex-col">
        <header className="flex h-14 items-center gap-2.5 border-b border-slate-200 px-5 lg:hidden">
          <BrandMark className="size-7" />
          <BrandName />
        </header>
        <div className="flex flex-1 items-start justify-center px-5 py-10 sm:items-center sm:py-12">
          <div className="w-full max-w-[400px]">
            <Outlet />
          </div>
        </div>
      </main>
    </div>
  );
}
