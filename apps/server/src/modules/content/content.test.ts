import {
  FAQ_ITEM_COUNT,
  invoiceSchema,
  invoiceTotalProblems,
  KNOWLEDGE_BASE_ARTICLE_COUNTS,
  KNOWLEDGE_BASE_FEATURED_COUNT,
  SAMPLE_INVOICE_ID,
  SEARCH_SAMPLE_COUNT,
  amountToCents,
  faqListSchema,
  faqSchema,
  knowledgeBaseCategoryPageSchema,
  knowledgeBaseSchema,
  searchResultListSchema,
  type Invoice,
  type SearchResult,
} from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../seed';
import { contentSeeder } from '../../seed/content';
import { SAMPLE_INVOICE } from '../../seed/content-invoice-data';
import { CONTENT, workflowFixture } from '../../test/workflow';
import { contentService } from './service';

/** The content pages' calls (seed 001 §7, §9): invoice, FAQ, knowledge base and the site search. */
const w = workflowFixture();
beforeAll(async () => {
  await w.setup([['bob', ['members']]]);
  await seedDemoData(w.context().db, [contentSeeder]);
}, 60_000);
afterAll(() => w.close());

const get = async <T>(who: string, url: string, language = 'zh-CN') => {
  const response = await w.call(who, 'GET', url, undefined, { 'accept-language': language });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
};

describe('invoice', () => {
  it('answers the seed’s sample with string amounts that add up, in either language', async () => {
    const invoice = invoiceSchema.parse(
      await get<Invoice>('alice', `/api/invoices/get-invoice?id=${SAMPLE_INVOICE_ID}`),
    );
    expect([invoice.subtotal, invoice.tax, invoice.discount, invoice.total]).toEqual([
      '8445.00',
      '675.60',
      '120.60',
      '9000.00',
    ]);
    for (const service of invoice.services)
      expect(amountToCents(service.total)).toBe(amountToCents(service.unitPrice) * service.quantity);
    expect(invoiceTotalProblems(invoice)).toEqual([]);
    expect(invoice.client.title).toBe('市政协办公厅');
    const english = await get<Invoice>('a1', `/api/invoices/get-invoice?id=${SAMPLE_INVOICE_ID}`, 'en');
    expect(english.client.title).toContain('CPPCC');
    expect(english.total).toBe('9000.00');
  });
  it('says 404 for an unknown id and 400 naming the field for a missing one', async () => {
    expect((await w.fails(404, 'alice', 'GET', '/api/invoices/get-invoice?id=nope')).message).toBe(
      '发票不存在',
    );
    const missing = await w.fails(400, 'alice', 'GET', '/api/invoices/get-invoice');
    expect(Object.keys(missing.fields ?? {})).toEqual(['id']);
  });
  it('refuses on the server an invoice whose totals do not add up', async () => {
    const wrong = structuredClone(SAMPLE_INVOICE);
    for (const invoice of [wrong['zh-CN'], wrong.en]) {
      invoice.id = 'wrong';
      invoice.services[1]!.total = '3675.10';
    }
    await expect(contentService(w.context().db.kysely).invoices.create(wrong)).rejects.toMatchObject({
      statusCode: 400,
      fields: { 'services.1.total': 'content.amount' },
    });
    expect((await w.call('alice', 'GET', '/api/invoices/get-invoice?id=wrong')).statusCode).toBe(404);
  });
});

describe('help content', () => {
  it('has the FAQ’s 14 items in groups, for every signed-in role', async () => {
    for (const who of ['alice', 'a1', 'staff', 'user']) {
      const groups = faqSchema.parse(await get(who, '/api/faq/groups'));
      expect(groups.flatMap((group) => group.items)).toHaveLength(FAQ_ITEM_COUNT);
      expect(groups.length, who).toBe(4);
      // The seed's call: the same items as one flat list.
      expect(faqListSchema.parse(await get(who, '/api/faq'))).toEqual(groups.flatMap((group) => group.items));
    }
    const english = faqSchema.parse(await get('user', '/api/faq/groups', 'en'));
    expect(english[0]?.items[0]?.question).toBe('How do I start a proposal?');
  });
  it('has 4 knowledge-base categories with the seed’s counts, 5 featured articles each, sanitized HTML', async () => {
    const categories = knowledgeBaseSchema.parse(await get('alice', '/api/knowledge-base'));
    expect(categories.map((category) => category.articlesCount)).toEqual([17, 12, 19, 24]);
    expect(categories.map((category) => category.path)).toEqual(
      Object.keys(KNOWLEDGE_BASE_ARTICLE_COUNTS).map((key) => `/pages/knowledge-base/${key}`),
    );
    for (const category of categories)
      expect(category.featuredArticles).toHaveLength(KNOWLEDGE_BASE_FEATURED_COUNT);
    const english = knowledgeBaseSchema.parse(await get('alice', '/api/knowledge-base', 'en'));
    expect(english.map((category) => category.title)).toEqual([
      'Your account',
      'Writing and submitting proposals',
      'Handling and replying',
      'Following and evaluating proposals',
    ]);
  });
  it('opens a category page with every article, 404 for an unknown one, 400 without a path', async () => {
    const page = knowledgeBaseCategoryPageSchema.parse(
      await get('a1', '/api/knowledge-base/category?path=support'),
    );
    expect(page.articles).toHaveLength(24);
    expect(page.articlesCount).toBe(24);
    await w.fails(404, 'a1', 'GET', '/api/knowledge-base/category?path=selling');
    const missing = await w.fails(400, 'a1', 'GET', '/api/knowledge-base/category');
    expect(Object.keys(missing.fields ?? {})).toEqual(['path']);
  });
  it('sanitizes article HTML when it is written', async () => {
    const help = contentService(w.context().db.kysely).help;
    await help.addCategory('kb', 'unsafe', { zh: '测试', en: 'Test' }, [
      {
        title: { zh: '脚本', en: 'Script' },
        content: {
          zh: '<p onclick="x()">好<script>alert(1)</script></p>',
          en: '<img src=x onerror=alert(1)>ok',
        },
      },
    ]);
    const page = knowledgeBaseCategoryPageSchema.parse(
      await get('alice', '/api/knowledge-base/category?path=unsafe'),
    );
    expect(page.articles[0]?.content).toBe('<p>好</p>');
    const english = knowledgeBaseCategoryPageSchema.parse(
      await get('alice', '/api/knowledge-base/category?path=unsafe', 'en'),
    );
    expect(english.articles[0]?.content).toBe('ok');
  });
});

describe('search', () => {
  const search = async (who: string, q?: string) =>
    searchResultListSchema.parse(
      await get<SearchResult[]>(who, `/api/search${q === undefined ? '' : `?q=${encodeURIComponent(q)}`}`),
    );

  it('answers the 8 sample articles without a query, each linking to its knowledge-base page', async () => {
    const samples = await search('alice');
    expect(samples).toHaveLength(SEARCH_SAMPLE_COUNT);
    expect(
      samples.every((result) => result.kind === 'article' && result.url.startsWith('/pages/knowledge-base/')),
    ).toBe(true);
  });
  it('finds help articles and FAQ items by words in either language', async () => {
    const results = await search('user', '联名');
    expect(results.some((result) => result.kind === 'faq' && result.url.startsWith('/pages/faq?item='))).toBe(
      true,
    );
    expect(results.some((result) => result.kind === 'article')).toBe(true);
    expect((await search('user', 'CO-SIGN')).length).toBeGreaterThan(0);
    expect(await search('user', '100%_不存在')).toEqual([]);
  });
  it('finds one’s own draft, but a member never finds another member’s draft', async () => {
    const title = '关于建设社区嵌入式托育点的建议';
    const draft = await w.ok<{ id: string }>('alice', 'POST', '/api/proposals', { ...CONTENT, title });
    const mine = await search('alice', '嵌入式托育');
    expect(mine).toContainEqual(
      expect.objectContaining({ id: draft.id, kind: 'proposal', title, url: `/apps/proposals/${draft.id}` }),
    );
    expect((await search('bob', '嵌入式托育')).map((result) => result.id)).not.toContain(draft.id);
    expect((await search('a1', '嵌入式托育')).map((result) => result.id)).not.toContain(draft.id);
  });
  it('finds members and units by name in the committee directory, not for a self-registered user', async () => {
    const found = await search('bob', '发展和改革');
    expect(found).toContainEqual(expect.objectContaining({ kind: 'unit', title: '市发展和改革委员会' }));
    const member = await search('staff', '测试alice');
    expect(member).toContainEqual(expect.objectContaining({ kind: 'user', title: '测试alice' }));
    expect((await search('user', '测试alice')).filter((result) => result.kind === 'user')).toEqual([]);
  });
  it('says 400 naming q when it is too long', async () => {
    const error = await w.fails(400, 'alice', 'GET', `/api/search?q=${'x'.repeat(101)}`);
    expect(Object.keys(error.fields ?? {})).toEqual(['q']);
  });
  it('finds the documentation for admins only', async () => {
    const found = await search('admin', 'JWT');
    expect(found.filter((result) => result.kind === 'documentation').map((result) => result.url)).toContain(
      '/documentation/authentication/jwt',
    );
    expect((await search('alice', 'JWT')).filter((result) => result.kind === 'documentation')).toEqual([]);
  });
});
