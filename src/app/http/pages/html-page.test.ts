import { describe, expect, it } from 'vitest';
import { htmlTemplate } from './html-page';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <title>Default</title>
    <meta
      name="description"
      content="Default description"
    />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('htmlTemplate', () => {
  const render = htmlTemplate(INDEX);

  it('puts the page head, preloads and language in place of the defaults', () => {
    const html = render({
      locale: 'es',
      head: '<title>Hola $& $1</title>',
      preloads: { scripts: ['/assets/landing.page-x.js'], styles: ['/assets/landing-x.css'] },
      inline: [],
    });
    expect(html).toContain('<html lang="es">');
    expect(html).not.toContain('Default');
    expect(html).toContain('<title>Hola $& $1</title>');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/landing.page-x.js" />');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/landing-x.css" />');
    expect(html.indexOf('modulepreload')).toBeLessThan(html.indexOf('</head>'));
  });

  it('inlines data as JSON that cannot close its script element', () => {
    const html = render({
      locale: 'en',
      head: '',
      preloads: { scripts: [], styles: [] },
      inline: [{ key: 'screen-landing', data: { text: '</script><script>alert(1)</script>\u2028' } }],
    });
    const match = /<script type="application\/json" id="travelfit-inline-screen-landing">(.*?)<\/script>/.exec(html);
    expect(match).not.toBeNull();
    expect(JSON.parse(match![1]!)).toEqual({ text: '</script><script>alert(1)</script>\u2028' });
    expect(html.match(/<script/g)).toHaveLength(2);
  });
});
