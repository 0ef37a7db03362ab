import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { useDocumentMeta } from '../../app/document-meta';
import { AuthMessages } from './auth-messages';
import { AuthLayout } from './components/auth-layout';
import { GuestOnly } from './components/guest-only';
import { RegisterForm } from './components/register-form';
import { RETURN_PARAM } from './return-to';

function RegisterScreen() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const returnTo = params.get(RETURN_PARAM);
  const t = (id: string) => intl.formatMessage({ id });
  useDocumentMeta(t('auth.register.document-title'));
  return (
    <AuthLayout
      eyebrow={t('auth.register.eyebrow')}
      title={t('auth.register.title')}
      lead={t('auth.register.lead')}
      footer={
        <p className="auth-card__switch">
          <FormattedMessage id="auth.register.have-account" />{' '}
          <Link to={returnTo ? `/auth?${RETURN_PARAM}=${encodeURIComponent(returnTo)}` : '/auth'}>
            <FormattedMessage id="auth.register.sign-in" />
          </Link>
        </p>
      }
    >
      <RegisterForm />
    </AuthLayout>
  );
}

/** `/register`: create an account; after success the profile opens (spec 1 §2). */
export default function RegisterPage() {
  return (
    <AuthMessages>
      <GuestOnly>
        <RegisterScreen />
      </GuestOnly>
    </AuthMessages>
  );
}
