// The generated proposals' texts: each demo text told of a district, one in ~5,000 with the rare phrase added
// (1,580 distinct texts), and which of them the n-th proposal carries.
import { DEMO_PROPOSAL_TEXTS } from '../../apps/server/src/seed/proposal-texts';
import { DISTRICTS } from './bench-names';
import { RARE_PHRASE } from './proposals-data';
import type { ProposalText } from './text-table';

export const TEXT_VARIANTS = DEMO_PROPOSAL_TEXTS.flatMap((text) =>
  DISTRICTS.flatMap((district) =>
    [false, true].map((rare): ProposalText => ({
      title: text.title.replace(/^关于/, `关于${district}`),
      analysis: `${district}：${text.analysis}`,
      suggestions: `${text.suggestions}${rare ? `同时，在${district}试点${RARE_PHRASE}机制。` : ''}`,
    })),
  ),
);

/** Index into TEXT_VARIANTS of the n-th proposal's text. */
export function variantOf(n: number): number {
  const text = (n * 13 + (n >> 5)) % DEMO_PROPOSAL_TEXTS.length;
  const district = (n * 3) % DISTRICTS.length;
  return (text * DISTRICTS.length + district) * 2 + (n % 5003 === 17 ? 1 : 0);
}
