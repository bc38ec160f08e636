import { useSupportEmail } from '@/lib/public-config';

/** The support address as a mail link; a neutral phrase until /public-config answered. */
export function SupportEmailLink({ className }: { className?: string }) {
  const email = useSupportEmail();
  if (!email) return <span className={className}>unseren Support</span>;
  return (
    <a href={`mailto:${email}`} className={className ?? 'font-medium text-brand-700 hover:underline'}>
      {email}
    </a>
  );
}
