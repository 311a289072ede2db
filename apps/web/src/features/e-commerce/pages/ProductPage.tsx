import { hasAccess, SHOP_EDITORS } from '@cppcc/contracts';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { registerBundle } from '../../../shared/i18n/i18n';
import { useRoles } from '../../../shared/session/hooks';
import { QueryGuard } from '../../../shared/ui/QueryGuard';
import { usePageTitle } from '../../../shared/ui/pageTitle';
import { useProductQuery } from '../api';
import { ProductEditor } from '../components/ProductEditor';
import { ProductThumb } from '../components/ProductThumb';
import { i18nBundle } from '../i18n';
import { NEW_PRODUCT_ID, PRODUCTS_PATH } from '../paths';

registerBundle(i18nBundle);

function Frame({ title, thumb, children }: { title: string; thumb?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation('e-commerce');
  return (
    <Box sx={{ p: { xs: 1.5, sm: 3 }, width: '100%', maxWidth: 960, mx: 'auto' }}>
      <Button component={Link} to={PRODUCTS_PATH} startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        {t('backToProducts')}
      </Button>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
        {thumb}
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
      </Box>
      {children}
    </Box>
  );
}

/** /apps/e-commerce/products/{productId}/{productHandle?} (seed 001); `new` opens an empty editor. */
export default function ProductPage() {
  const { t } = useTranslation('e-commerce');
  const { productId = '' } = useParams();
  const isNew = productId === NEW_PRODUCT_ID;
  const product = useProductQuery(productId, { skip: isNew });
  const canEdit = hasAccess(SHOP_EDITORS, useRoles());
  usePageTitle(isNew ? t('newProduct') : (product.data?.name ?? t('products')));
  if (isNew)
    return (
      <Frame title={t('newProduct')}>
        <ProductEditor product={null} canEdit={canEdit} />
      </Frame>
    );
  return (
    <QueryGuard
      query={product}
      notFoundPath="/pages/errors/error-404"
      failed={(error) => <Frame title={t('products')}>{error}</Frame>}
    >
      {(data) => (
        <Frame title={data.name} thumb={<ProductThumb product={data} size={56} />}>
          {/* A new key per product and save, so the form starts from what the server answered. */}
          <ProductEditor key={`${data.id}-${data.updated}`} product={data} canEdit={canEdit} />
        </Frame>
      )}
    </QueryGuard>
  );
}
