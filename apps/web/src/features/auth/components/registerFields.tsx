import { authRules, checkPasswordConfirm } from '@cppcc/contracts';
import { useTranslation } from 'react-i18next';
import type { FieldsForm, FieldsFormOptions } from '../lib/useFieldsForm';
import { FormTextField } from './fields';

export type RegisterField = 'displayName' | 'email' | 'password' | 'passwordConfirm';

/** The sign-up fields of seed 000 §2.1 (/register's own tab and the Firebase tab), checked as they change. */
export const registerForm: FieldsFormOptions<RegisterField> = {
  mode: 'onChange',
  initial: { displayName: '', email: '', password: '', passwordConfirm: '' },
  rules: {
    displayName: authRules.displayName,
    email: authRules.email,
    password: authRules.password,
    passwordConfirm: (confirm, values) => checkPasswordConfirm(values.password, confirm),
  },
  linked: { password: ['passwordConfirm'] },
};

/** displayName, email, password and its confirmation, bound to a `registerForm`. */
export function RegisterFields({ form }: { form: FieldsForm<RegisterField> }) {
  const { t } = useTranslation('auth');
  return (
    <>
      <FormTextField form={form} name="displayName" label={t('displayName')} autoComplete="name" />
      <FormTextField form={form} name="email" label={t('email')} type="email" autoComplete="email" />
      <FormTextField
        form={form}
        name="password"
        label={t('password')}
        type="password"
        autoComplete="new-password"
      />
      <FormTextField
        form={form}
        name="passwordConfirm"
        label={t('passwordConfirm')}
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}
