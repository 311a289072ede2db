import { taxIncludedPrice, type Product } from '@cppcc/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useErrorText } from '../../../shared/api/errorText';
import { confirm } from '../../../shared/dialog/dialogService';
import { FORM_PARSE_OPTIONS } from '../../../shared/forms/formIssues';
import { FormTextField } from '../../../shared/forms/FormTextField';
import { applyServerFieldErrors } from '../../../shared/forms/serverErrors';
import { showMessage } from '../../../shared/message/messageSlice';
import { useAppDispatch } from '../../../shared/store/hooks';
import { SectionCard } from '../../../shared/ui/SectionCard';
import { useRemoveProductMutation, useSaveProductMutation } from '../api';
import {
  numberOf,
  PRODUCT_FORM_FIELDS,
  productFormOf,
  productFormSchema,
  type ProductForm,
  type ProductFormOutput,
} from '../lib/productForm';
import { PRODUCTS_PATH, productPath } from '../paths';
import { ImagesField } from './ImagesField';
import { WordsField } from './WordsField';

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } } as const;

/** The price with tax as the editor shows it while typing: the contract's function, the server's figure. */
function TaxIncludedPrice({ control }: { control: ProductEditorControl }) {
  const { t } = useTranslation('e-commerce');
  const [excl, rate] = useWatch({ control, name: ['priceTaxExcl', 'taxRate'] });
  const price = numberOf(excl);
  const tax = numberOf(rate);
  const shown = Number.isFinite(price) && Number.isFinite(tax) ? taxIncludedPrice(price, tax).toFixed(2) : '';
  return (
    <TextField
      label={t('field.priceTaxIncl')}
      value={shown}
      slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'price-tax-incl' } }}
    />
  );
}
type ProductEditorControl = ReturnType<typeof useForm<ProductForm, unknown, ProductFormOutput>>['control'];

/**
 * The product editor (seed 001): basic information, pictures, pricing with the tax-included price, inventory
 * and shipping, checked by the contract's schema; save replaces or appends; delete after a confirmation.
 * Readers without the right to edit see the same fields, disabled.
 */
export function ProductEditor({ product, canEdit }: { product: Product | null; canEdit: boolean }) {
  const { t } = useTranslation('e-commerce');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const [save, saving] = useSaveProductMutation();
  const [remove, removing] = useRemoveProductMutation();
  const [general, setGeneral] = useState<string | undefined>();
  const { control, handleSubmit, setError, setValue } = useForm<ProductForm, unknown, ProductFormOutput>({
    resolver: zodResolver(productFormSchema, FORM_PARSE_OPTIONS),
    defaultValues: productFormOf(product),
  });
  const [images, featuredImageId] = useWatch({ control, name: ['images', 'featuredImageId'] });
  const disabled = !canEdit || saving.isLoading;

  const submit = async (body: ProductFormOutput) => {
    setGeneral(undefined);
    const result = await save({ ...body, ...(product && { id: product.id }) });
    if ('data' in result && result.data) {
      dispatch(showMessage({ message: t('saved'), variant: 'success' }));
      if (!product) void navigate(productPath(result.data), { replace: true });
      return;
    }
    const onFields = applyServerFieldErrors(result.error, PRODUCT_FORM_FIELDS, setError);
    setGeneral(onFields ? undefined : errorText(result.error));
  };
  const destroy = async () => {
    if (!product) return;
    const sure = await confirm({
      title: t('deleteTitle'),
      message: t('deleteMessage', { name: product.name }),
      confirmText: t('delete'),
      destructive: true,
    });
    if (!sure) return;
    const result = await remove(product.id);
    if ('data' in result) {
      dispatch(showMessage({ message: t('deleted'), variant: 'success' }));
      void navigate(PRODUCTS_PATH);
    } else setGeneral(errorText(result.error));
  };

  type NumberField =
    | 'priceTaxExcl'
    | 'taxRate'
    | 'comparedPrice'
    | 'quantity'
    | 'width'
    | 'height'
    | 'depth'
    | 'weight'
    | 'extraShippingFee';
  const number = (name: NumberField, label: string, helperText?: string) => (
    <FormTextField
      control={control}
      name={name}
      label={label}
      helperText={helperText}
      disabled={disabled}
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
    />
  );

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={(event) => void handleSubmit(submit)(event)}
      data-testid="product-form"
    >
      {!canEdit && <Alert severity="info">{t('readOnly')}</Alert>}
      {general && <Alert severity="error">{general}</Alert>}
      <SectionCard id="product-basic" title={t('section.basic')}>
        <Stack spacing={2}>
          <FormTextField control={control} name="name" label={t('field.name')} required disabled={disabled} />
          <FormTextField control={control} name="handle" label={t('field.handle')} disabled={disabled} />
          <FormTextField
            control={control}
            name="description"
            label={t('field.description')}
            multiline
            minRows={3}
            disabled={disabled}
          />
          <WordsField
            control={control}
            name="categories"
            label={t('field.categories')}
            disabled={disabled}
            readOnly={!canEdit}
          />
          <WordsField
            control={control}
            name="tags"
            label={t('field.tags')}
            disabled={disabled}
            readOnly={!canEdit}
          />
        </Stack>
      </SectionCard>
      <SectionCard id="product-images" title={t('section.images')}>
        <ImagesField
          images={images}
          featuredId={featuredImageId}
          disabled={disabled}
          onChange={(next, featured) => {
            setValue('images', next, { shouldDirty: true });
            setValue('featuredImageId', featured, { shouldDirty: true });
          }}
        />
      </SectionCard>
      <SectionCard id="product-pricing" title={t('section.pricing')}>
        <Box sx={grid}>
          {number('priceTaxExcl', t('field.priceTaxExcl'))}
          {number('taxRate', t('field.taxRate'))}
          <TaxIncludedPrice control={control} />
          {number('comparedPrice', t('field.comparedPrice'), t('field.comparedPriceHint'))}
        </Box>
      </SectionCard>
      <SectionCard id="product-inventory" title={t('section.inventory')}>
        <Box sx={grid}>
          <FormTextField control={control} name="sku" label={t('field.sku')} disabled={disabled} />
          {number('quantity', t('field.quantity'))}
        </Box>
      </SectionCard>
      <SectionCard id="product-shipping" title={t('section.shipping')}>
        <Box sx={grid}>
          {number('width', t('field.width'))}
          {number('height', t('field.height'))}
          {number('depth', t('field.depth'))}
          {number('weight', t('field.weight'))}
          {number('extraShippingFee', t('field.extraShippingFee'))}
        </Box>
        <Controller
          control={control}
          name="active"
          render={({ field }) => (
            <FormControlLabel
              sx={{ mt: 1 }}
              control={
                <Switch
                  checked={field.value}
                  disabled={disabled}
                  onChange={(event) => field.onChange(event.target.checked)}
                />
              }
              label={t('field.active')}
            />
          )}
        />
      </SectionCard>
      {canEdit && (
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          {product && (
            <Button color="error" disabled={removing.isLoading} onClick={() => void destroy()}>
              {t('delete')}
            </Button>
          )}
          <Button type="submit" variant="contained" disabled={saving.isLoading}>
            {saving.isLoading ? t('saving') : t('save')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
