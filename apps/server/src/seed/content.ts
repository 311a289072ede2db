import { articlesOf, KNOWLEDGE_BASE } from './content-kb-data';
import { FAQ_GROUPS } from './content-faq-data';
import { SAMPLE_INVOICE } from './content-invoice-data';
import type { Seeder } from './types';

/**
 * The content pages' demo data (issue 18): the sample invoice, the FAQ's 14 questions in 4 groups and the
 * knowledge base's 4 categories (17, 12, 19, 24 articles) — written through the content services, so totals
 * are checked and article HTML is sanitized like any other write.
 */
export const contentSeeder: Seeder = {
  name: '0007_content',
  async run(ctx) {
    const { invoices, help } = ctx.services.content;
    await invoices.create(SAMPLE_INVOICE);
    for (const group of FAQ_GROUPS) await help.addCategory('faq', group.key, group.title, group.items);
    for (const [index, category] of KNOWLEDGE_BASE.entries())
      await help.addCategory('kb', category.key, category.title, articlesOf(category, index));
  },
};
