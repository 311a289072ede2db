import type { ReactNode } from 'react';
import { PublicPageFrame } from '../../../shared/ui/PublicPageFrame';

/** The public clue pages: a form-wide frame with the title as the heading. */
export function ClueFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <PublicPageFrame title={title} width="sm" heading>
      {children}
    </PublicPageFrame>
  );
}
