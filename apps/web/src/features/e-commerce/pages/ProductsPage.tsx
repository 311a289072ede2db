import { hasAccess, SHOP_EDITORS, type Product } from '@cppcc/contracts';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { registerBundle } from '../../../shared/i18n/i18n';
import { useUrlFilters } from '../../../shared/lib/useUrlFilters';
import { useRoles } from '../../../shared/session/hooks';
import { QueryError } from '../../../shared/ui/QueryError';
import { SearchField } from '../../../shared/ui/SearchField';
import { usePageTitle } from '../../../shared/ui/pageTitle';
import { PagedTable } from '../../../shared/ui/table/PagedTable';
import { nextSort } from '../../../shared/ui/table/paging';
import type { Column } from '../../../shared/ui/table/types';
import { useProductsQuery } from '../api';
import { ProductThumb } from '../components/ProductThumb';
import { i18nBundle } from '../i18n';
import { formatMoney } from '../lib/format';
import {
  pageOf,
  PRODUCT_PAGE_SIZES,
  PRODUCT_SORTS,
  productFiltersSchema,
  productRows,
} from '../lib/productRows';
import { NEW_PRODUCT_PATH, productPath } from '../paths';

registerBundle(i18nBundle);

/** /apps/e-commerce/products (seed 001): search, sort and pages over the shop's products. */
export default function ProductsPage() {
  const { t, i18n } = useTranslation('e-commerce');
  usePageTitle(t('products'));
  const canEdit = hasAccess(SHOP_EDITORS, useRoles());
  const products = useProductsQuery();
  const { filters, setFilters } = useUrlFilters(productFiltersSchema);
  const rows = useMemo(() => productRows(products.data ?? [], filters), [products.data, filters]);

  const columns: Column<Product>[] = [
    { id: 'image', label: t('col.image'), cell: (product) => <ProductThumb product={product} /> },
    {
      id: 'name',
      label: t('col.name'),
      sortKey: 'name',
      primary: true,
      cell: (product) => (
        <Link component={RouterLink} to={productPath(product)} data-testid="product-link">
          {product.name}
        </Link>
      ),
    },
    {
      id: 'category',
      label: t('col.category'),
      sortKey: 'category',
      cell: (product) => product.categories.join('、'),
    },
    {
      id: 'price',
      label: t('col.price'),
      sortKey: 'priceTaxIncl',
      nowrap: true,
      cell: (product) => formatMoney(product.priceTaxIncl, i18n.language),
    },
    {
      id: 'quantity',
      label: t('col.quantity'),
      sortKey: 'quantity',
      nowrap: true,
      cell: (product) =>
        product.quantity > 0 ? (
          product.quantity
        ) : (
          <Chip size="small" color="error" variant="outlined" label={t('outOfStock')} />
        ),
    },
    {
      id: 'active',
      label: t('col.active'),
      sortKey: 'active',
      nowrap: true,
      cell: (product) => (
        <Chip
          size="small"
          color={product.active ? 'success' : 'default'}
          variant="outlined"
          label={t(product.active ? 'active' : 'inactive')}
        />
      ),
    },
  ];

  return (
    <Box sx={{ p: { xs: 1.5, sm: 3 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, flex: '1 1 auto' }}>
          {t('products')}
        </Typography>
        <SearchField
          value={filters.q}
          onSearch={(q) => setFilters({ q }, { replace: true })}
          label={t('searchProducts')}
          sx={{ flex: { xs: '1 1 100%', sm: '0 1 280px' } }}
        />
        {canEdit && (
          <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={NEW_PRODUCT_PATH}>
            {t('newProduct')}
          </Button>
        )}
      </Box>
      {products.error && <QueryError error={products.error} onRetry={() => void products.refetch()} />}
      <PagedTable
        label={t('products')}
        columns={columns}
        rows={products.data ? pageOf(rows, filters.page, filters.pageSize) : undefined}
        total={products.data ? rows.length : undefined}
        rowKey={(product) => product.id}
        rowProps={() => ({ 'data-testid': 'product-row' })}
        fetching={products.isFetching}
        failed={Boolean(products.error)}
        empty={t('noProducts')}
        sorting={{
          by: filters.sort,
          order: filters.order,
          onSort: (key) => {
            const next = nextSort({ by: filters.sort, order: filters.order }, key, () => 'asc');
            setFilters({ sort: PRODUCT_SORTS.find((sort) => sort === next.by), order: next.order });
          },
        }}
        paging={{
          page: filters.page,
          pageSize: filters.pageSize,
          pageSizes: PRODUCT_PAGE_SIZES,
          onPage: (page) => setFilters({ page }),
          onPageSize: (pageSize) => setFilters({ pageSize }),
        }}
      />
    </Box>
  );
}
