export const INVOICE_VARIANTS = ['modern', 'compact'] as const;
export type InvoiceVariant = (typeof INVOICE_VARIANTS)[number];
export const SEARCH_VARIANTS = ['classic', 'modern'] as const;
export type SearchVariant = (typeof SEARCH_VARIANTS)[number];
export const PRICING_STYLES = ['style-1', 'style-2', 'style-3'] as const;
export type PricingStyle = (typeof PRICING_STYLES)[number];

export const invoicePath = (variant: InvoiceVariant) => `/pages/invoices/${variant}`;
export const searchPath = (variant: SearchVariant) => `/pages/search/${variant}`;
export const pricingPath = (style: PricingStyle) => `/pages/pricing/${style}`;
export const FAQ_PATH = '/pages/faq';
export const KNOWLEDGE_BASE_CATEGORY_ROUTE = '/pages/knowledge-base/:category';
export const COMING_SOON_PATH = '/pages/coming-soon';
export const MAINTENANCE_PATH = '/pages/maintenance';
/** Query parameters: the invoice's id, the search words, the FAQ item and the article to open. */
export const ID_PARAM = 'id';
export const QUERY_PARAM = 'q';
export const ITEM_PARAM = 'item';
export const ARTICLE_PARAM = 'article';
