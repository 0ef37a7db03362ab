import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_ROUTES } from '../../../../contracts/app-routes';
import { PAGE_MODULES } from './page-modules';

const web = path.resolve(import.meta.dirname, '../../../../web');
const routerSource = readFileSync(path.join(web, 'src/app/routes.tsx'), 'utf8');

describe('PAGE_MODULES', () => {
  it('names, for each route, the page module the web router imports for it', () => {
    for (const route of APP_ROUTES) {
      const [page] = PAGE_MODULES[route];
      const imported = `import('../${path.relative(path.join(web, 'src'), path.join(web, page!)).replace(/\.tsx$/, '')}')`;
      expect(routerSource, `${route} → ${page}`).toContain(imported);
      const line = routerSource.split('\n').find((l) => l.includes(imported));
      expect(line?.includes(`'${route}'`) || (route === '/' && line?.includes('index: true')), `${route} is the path of ${imported}`).toBe(
        true,
      );
    }
  });
});
