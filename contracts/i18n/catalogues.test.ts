import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  isArgumentElement,
  isDateElement,
  isNumberElement,
  isPluralElement,
  isSelectElement,
  isTagElement,
  isTimeElement,
  type MessageFormatElement,
} from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';

const root = import.meta.dirname;
const areas = readdirSync(path.join(root, 'en')).filter((file) => file.endsWith('.json'));
const read = (locale: string, file: string) => JSON.parse(readFileSync(path.join(root, locale, file), 'utf8')) as Record<string, string>;

/** The names a message's values must carry: plain, number, date and time arguments, selects, plurals and rich-text tags. */
function argumentsOf(elements: MessageFormatElement[], names = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (isArgumentElement(element) || isNumberElement(element) || isDateElement(element) || isTimeElement(element)) {
      names.add(element.value);
    } else if (isSelectElement(element) || isPluralElement(element)) {
      names.add(element.value);
      for (const option of Object.values(element.options)) argumentsOf(option.value, names);
    } else if (isTagElement(element)) {
      names.add(element.value);
      argumentsOf(element.children, names);
    }
  }
  return names;
}

/** The message's arguments, sorted, or why formatjs (as react-intl and the server run it) cannot parse it. */
function icuArguments(text: string, locale: string): string[] | Error {
  try {
    return [...argumentsOf(new IntlMessageFormat(text, locale).getAst())].sort();
  } catch (error) {
    return error as Error;
  }
}

/** Non-negotiable 6: every user-visible string exists in English and Spanish. */
describe.each(areas)('catalogue %s', (file) => {
  it('has the same keys in English and Spanish', () => {
    expect(Object.keys(read('es', file)).sort()).toEqual(Object.keys(read('en', file)).sort());
  });

  it('has no empty text in either language', () => {
    for (const locale of ['en', 'es']) {
      const empty = Object.entries(read(locale, file)).filter(([, text]) => text.trim() === '');
      expect(empty, `${locale}/${file}`).toEqual([]);
    }
  });

  it('holds ICU messages that parse in both languages and take the same arguments in each', () => {
    const [en, es] = [read('en', file), read('es', file)];
    const problems: string[] = [];
    for (const [key, english] of Object.entries(en)) {
      const spanish = es[key];
      const [enArgs, esArgs] = [icuArguments(english, 'en'), spanish === undefined ? [] : icuArguments(spanish, 'es')];
      if (enArgs instanceof Error) problems.push(`en ${key}: ${enArgs.message}`);
      if (esArgs instanceof Error) problems.push(`es ${key}: ${esArgs.message}`);
      if (Array.isArray(enArgs) && Array.isArray(esArgs) && spanish !== undefined && enArgs.join() !== esArgs.join()) {
        problems.push(`${key}: {${enArgs.join('} {')}} in English, {${esArgs.join('} {')}} in Spanish`);
      }
    }
    expect(problems).toEqual([]);
  });
});

it('every Spanish catalogue has an English twin', () => {
  expect(
    readdirSync(path.join(root, 'es'))
      .filter((f) => f.endsWith('.json'))
      .sort(),
  ).toEqual([...areas].sort());
});
