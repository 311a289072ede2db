/** One demo proposal's text (案由, 情况分析, 具体建议) and its category code (DEFAULT_WORKFLOW_SETTINGS.categories). */
export interface DemoProposalText {
  title: string;
  category: 'economy' | 'politics' | 'culture' | 'society' | 'ecology';
  analysis: string;
  suggestions: string;
}

export const proposalText = (
  title: string,
  category: DemoProposalText['category'],
  analysis: string,
  suggestions: string,
): DemoProposalText => ({ title, category, analysis, suggestions });
