import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useDocumentMeta } from '../../app/document-meta';
import { AuthMessages } from './auth-messages';
import { AuthLayout } from './components/auth-layout';
import { GuestOnly } from './components/guest-only';
import { UpgradeForm } from './components/upgrade-form';

function UpgradeScreen() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  useDocumentMeta(t('auth.upgrade.document-title'));
  return (
    <AuthLayout
      eyebrow={t('auth.upgrade.eyebrow')}
      title={t('auth.upgrade.title')}
      lead={t('auth.upgrade.lead')}
      footer={
        <p className="auth-card__switch">
          <FormattedMessage id="auth.register.have-account" />{' '}
          <Link to="/auth">
            <FormattedMessage id="auth.register.sign-in" />
          </Link>
        </p>
      }
    >
      <UpgradeForm />
    </AuthLayout>
  );
}

/** `/upgrade`: turn this device's anonymous profile into an account (spec 1 §2). */
export default function UpgradePage() {
  return (
    <AuthMessages>
      <GuestOnly>
        <UpgradeScreen />
      </GuestOnly>
    </AuthMessages>
  );
}
