import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { renderStatic } from '../../../shared/testing/renderStatic';
import { i18nBundle } from '../i18n';
import { productFormOf, type ProductForm, type ProductFormOutput } from '../lib/productForm';
import { WordsField } from './WordsField';

function Field({ readOnly }: { readOnly: boolean }) {
  const { control } = useForm<ProductForm, unknown, ProductFormOutput>({
    defaultValues: { ...productFormOf(null), tags: ['茶叶', '特产'] },
  });
  return <WordsField control={control} name="tags" label="标签" disabled={readOnly} readOnly={readOnly} />;
}

describe('WordsField (issue 34: a member reads a product)', () => {
  it('read-only: the chips have no delete icon and no typing hint is shown', async () => {
    const html = await renderStatic(<Field readOnly />, 'zh-CN', [i18nBundle]);
    expect(html).toContain('茶叶');
    expect(html).not.toContain('MuiChip-deleteIcon');
    expect(html).not.toContain(i18nBundle.resources['zh-CN'].addWords);
  });

  it('editable: each chip can be removed and the hint says how to add one', async () => {
    const html = await renderStatic(<Field readOnly={false} />, 'zh-CN', [i18nBundle]);
    expect(html).toContain('MuiChip-deleteIcon');
    expect(html).toContain(i18nBundle.resources['zh-CN'].addWords);
  });
});
