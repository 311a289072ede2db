import {
  authRoles,
  errorBodySchema,
  faqListSchema,
  faqSchema,
  invoiceQuerySchema,
  invoiceSchema,
  knowledgeBaseCategoryPageSchema,
  knowledgeBaseCategoryQuerySchema,
  knowledgeBaseSchema,
  pickLanguage,
  searchQuerySchema,
  searchResultListSchema,
} from '@cppcc/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { callerOf } from '../auth/guard';
import { helpService } from './help';
import { invoicesService } from './invoices';
import { searchService } from './search';

const auth = authRoles.signedIn;
const tags = ['content'];
const languageOf = (request: FastifyRequest) => pickLanguage(request.headers['accept-language']);

/** The content pages of seed 001 §7 (issue 18): invoice, FAQ, knowledge base and the (site) search. */
export const contentRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/invoices/get-invoice',
    {
      config: { auth },
      schema: {
        tags,
        summary: 'One invoice, amounts as strings, texts in the caller’s language',
        querystring: invoiceQuerySchema,
        response: { 200: invoiceSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    (request) => invoicesService(app.db.kysely).get(request.query.id, languageOf(request)),
  );
  app.get(
    '/faq',
    {
      config: { auth },
      schema: { tags, summary: 'The FAQ: a flat list of its 14 questions', response: { 200: faqListSchema } },
    },
    (request) => helpService(app.db.kysely).faqItems(languageOf(request)),
  );
  app.get(
    '/faq/groups',
    {
      config: { auth },
      schema: { tags, summary: 'The FAQ’s 14 questions in their groups', response: { 200: faqSchema } },
    },
    (request) => helpService(app.db.kysely).faq(languageOf(request)),
  );
  app.get(
    '/knowledge-base',
    {
      config: { auth },
      schema: {
        tags,
        summary: 'Knowledge-base categories with their article counts and 5 featured articles each',
        response: { 200: knowledgeBaseSchema },
      },
    },
    (request) => helpService(app.db.kysely).knowledgeBase(languageOf(request)),
  );
  app.get(
    '/knowledge-base/category',
    {
      config: { auth },
      schema: {
        tags,
        summary: 'One knowledge-base category (by its path key) with every article',
        querystring: knowledgeBaseCategoryQuerySchema,
        response: { 200: knowledgeBaseCategoryPageSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    (request) => helpService(app.db.kysely).category(request.query.path, languageOf(request)),
  );
  app.get(
    '/search',
    {
      config: { auth },
      schema: {
        tags,
        summary:
          'Without q: the 8 sample articles; with q: proposals, help articles, members and units the caller may see',
        querystring: searchQuerySchema,
        response: { 200: searchResultListSchema, 400: errorBodySchema },
      },
    },
    (request) =>
      searchService(app.db.kysely, { dialect: app.db.dialect }).search(
        callerOf(request),
        request.query.q,
        languageOf(request),
      ),
  );
  done();
};
