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
    <link rel="modulepreload" crossorigin href="/assets/react-abc.js">
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

  it('puts a page drawn on the server inside the root element, its inline data after it', () => {
    const html = render({
      locale: 'en',
      head: '',
      preloads: { scripts: ['/assets/landing.page-x.js'], styles: [] },
      inline: [{ key: 'screen-landing', data: {} }],
      body: '<main id="main"><h1>Stay strong $&</h1></main>',
    });
    expect(html).toContain('<div id="root"><main id="main"><h1>Stay strong $&</h1></main></div><script type="application/json"');
    // Its modules wait for the page to paint: the loader takes them, no module script or preload is left to fetch early.
    expect(html).toContain(
      '<script src="/after-paint.js" data-entry="/assets/index-abc.js" data-preload="/assets/react-abc.js /assets/landing.page-x.js" defer></script>',
    );
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('modulepreload');
  });

  it('leaves the scripts of a page the browser draws where they are', () => {
    const html = render({ locale: 'en', head: '', preloads: { scripts: ['/assets/free.page-x.js'], styles: [] }, inline: [] });
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/free.page-x.js" />');
    expect(html).not.toContain('after-paint');
  });
});
