import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useDocumentMeta } from '../../app/document-meta';
import { Button } from '../../components/ui/button';
import { Tab, TabList, TabPanel, Tabs } from '../../components/ui/tabs';
import { useSession } from '../../session';
import { AuthMessages } from './auth-messages';
import { AuthLayout } from './components/auth-layout';
import { ForgotPasswordForm } from './components/forgot-password-form';
import { GuestOnly } from './components/guest-only';
import { LoginForm } from './components/login-form';
import { RegisterForm } from './components/register-form';
import { UpgradeForm } from './components/upgrade-form';
import { RETURN_PARAM } from './return-to';

type AuthTab = 'login' | 'register' | 'upgrade';

const HEADINGS: Record<AuthTab, { eyebrow: string; title: string; lead: string }> = {
  login: { eyebrow: 'auth.page.eyebrow', title: 'auth.page.title', lead: 'auth.page.lead' },
  register: { eyebrow: 'auth.register.eyebrow', title: 'auth.register.title', lead: 'auth.register.lead' },
  upgrade: { eyebrow: 'auth.upgrade.eyebrow', title: 'auth.upgrade.title', lead: 'auth.upgrade.lead' },
};

/**
 * Reads the tab from the address: `?tab=register`, `?tab=upgrade` or
 * `?mode=upgrade`; `?view=forgot` opens the forgot-password view of the login
 * tab. The upgrade tab exists only for an anonymous device.
 */
function tabFrom(params: URLSearchParams, upgradeAllowed: boolean): AuthTab {
  const wanted = params.get('mode') === 'upgrade' ? 'upgrade' : params.get('tab');
  if (wanted === 'register') return 'register';
  if (wanted === 'upgrade' && upgradeAllowed) return 'upgrade';
  return 'login';
}

function AuthScreen() {
  const intl = useIntl();
  const { status } = useSession();
  const [params, setParams] = useSearchParams();
  const upgradeAllowed = status === 'signed-out';
  const tab = tabFrom(params, upgradeAllowed);
  const forgot = tab === 'login' && params.get('view') === 'forgot';
  const [email, setEmail] = useState('');
  const [returnedFromForgot, setReturnedFromForgot] = useState(false);
  useDocumentMeta(intl.formatMessage({ id: 'auth.page.document-title' }));

  const go = (next: { tab?: AuthTab; view?: 'forgot' }) => {
    const query: Record<string, string> = {};
    if (next.tab && next.tab !== 'login') query.tab = next.tab;
    if (next.view) query.view = next.view;
    const returnTo = params.get(RETURN_PARAM);
    if (returnTo) query[RETURN_PARAM] = returnTo;
    setParams(query, { replace: true, preventScrollReset: true });
  };

  const heading = HEADINGS[tab];
  const t = (id: string) => intl.formatMessage({ id });

  return (
    <AuthLayout eyebrow={t(heading.eyebrow)} title={t(heading.title)} lead={t(heading.lead)}>
      <Tabs value={tab} onValueChange={(value) => go({ tab: value as AuthTab })}>
        <TabList label={t('auth.tabs.label')}>
          <Tab value="login">
            <FormattedMessage id="auth.tabs.login" />
          </Tab>
          <Tab value="register">
            <FormattedMessage id="auth.tabs.register" />
          </Tab>
          {upgradeAllowed ? (
            <Tab value="upgrade">
              <FormattedMessage id="auth.tabs.upgrade" />
            </Tab>
          ) : null}
        </TabList>
        <TabPanel value="login">
          {forgot ? (
            <ForgotPasswordForm
              initialEmail={email}
              onBack={() => {
                setReturnedFromForgot(true);
                go({});
              }}
            />
          ) : (
            <>
              <LoginForm
                initialEmail={email}
                onEmailChange={setEmail}
                focusForgot={returnedFromForgot}
                onForgot={() => go({ view: 'forgot' })}
              />
              <p className="auth-card__switch">
                <FormattedMessage id="auth.login.no-account" />{' '}
                <Button variant="link" onClick={() => go({ tab: 'register' })}>
                  <FormattedMessage id="auth.login.create-account" />
                </Button>
              </p>
            </>
          )}
        </TabPanel>
        <TabPanel value="register">
          <RegisterForm />
          <p className="auth-card__switch">
            <FormattedMessage id="auth.register.have-account" />{' '}
            <Button variant="link" onClick={() => go({})}>
              <FormattedMessage id="auth.register.sign-in" />
            </Button>
          </p>
        </TabPanel>
        {upgradeAllowed ? (
          <TabPanel value="upgrade">
            <UpgradeForm />
          </TabPanel>
        ) : null}
      </Tabs>
    </AuthLayout>
  );
}

/** `/auth`: sign in, with register and upgrade tabs and the forgot-password view (spec 1 §2). */
export default function AuthPage() {
  return (
    <AuthMessages>
      <GuestOnly>
        <AuthScreen />
      </GuestOnly>
    </AuthMessages>
  );
}
