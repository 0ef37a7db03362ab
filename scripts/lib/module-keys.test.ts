import { describe, expect, it } from 'vitest';
import { foreignModuleKeys } from './module-keys';

const MODULES = ['accounts', 'workouts', 'usage'];

describe('the module-keys architecture rule', () => {
  it('fails on a key that names another module', () => {
    const files = [
      { path: 'src/modules/workouts/workouts.tokens.ts', text: "const a = 1;\nexport const T = Symbol.for('accounts.Facade');\n" },
    ];
    expect(foreignModuleKeys(files, MODULES)).toEqual([
      { path: 'src/modules/workouts/workouts.tokens.ts', line: 2, key: 'accounts.Facade' },
    ]);
  });

  it("passes a module's own keys, the kernel's keys and files outside the modules", () => {
    const files = [
      {
        path: 'src/modules/workouts/workouts.tokens.ts',
        text: "Symbol.for('workouts.Planner'); Symbol.for(\"core.Clock\"); Symbol('accounts.Local');",
      },
      { path: 'src/app/container.ts', text: "Symbol.for('accounts.Facade')" },
    ];
    expect(foreignModuleKeys(files, MODULES)).toEqual([]);
  });
});
