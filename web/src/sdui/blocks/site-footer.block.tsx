import type { BlockProps } from '../../../../contracts/sdui/blocks/catalogue';
import { Link } from 'react-router';
import { useIntl } from 'react-intl';
import { Icon } from '../../components/ui/icon';
import { Container } from '../../components/ui/layout';
import { BrandMark } from '../../app/layout/brand-mark';
import type { BlockRendererProps } from '../block-registry.types';
import { CtaView } from '../cta-view';

/** site-footer@1: the contentinfo landmark with CTAs, link columns and social links. */
export function SiteFooterBlock({ props }: BlockRendererProps<BlockProps<'site-footer', 1>>) {
  const intl = useIntl();
  return (
    <footer className="site-footer">
      <Container>
        <div className="site-footer__top">
          <div className="site-footer__brand">
            <Link to="/" className="brand brand--on-dark" aria-label={intl.formatMessage({ id: 'app.brand.home-label' })}>
              <BrandMark />
              <span className="brand__name" aria-hidden="true">
                {intl.formatMessage({ id: 'app.brand.name' })}
              </span>
            </Link>
            <p className="site-footer__tagline">{props.tagline}</p>
            {props.ctas.length > 0 ? (
              <div className="site-footer__ctas">
                {props.ctas.map((cta) => (
                  <CtaView key={cta.label} cta={cta} tone="dark" />
                ))}
              </div>
            ) : null}
          </div>
          {props.columns.map((column, index) => (
            <nav key={column.title} className="site-footer__column" aria-labelledby={`footer-col-${index}`}>
              <h2 id={`footer-col-${index}`} className="site-footer__heading">
                {column.title}
              </h2>
              <ul>
                {column.links.map((link) => (
                  <li key={link.label}>
                    <CtaView cta={{ ...link, emphasis: 'link' }} className="site-footer__link" tone="dark" />
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className="site-footer__bottom">
          <p className="site-footer__legal">{props.legal}</p>
          {props.social.length > 0 ? (
            <ul className="site-footer__social" aria-label={intl.formatMessage({ id: 'sdui.footer.social' })}>
              {props.social.map((item) => (
                <li key={item.network}>
                  <CtaView cta={{ label: item.label, action: item.action, emphasis: 'link' }} className="social-link" tone="dark">
                    <Icon name={item.network} size={20} />
                    <span className="visually-hidden">{item.label}</span>
                  </CtaView>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </Container>
    </footer>
  );
}
