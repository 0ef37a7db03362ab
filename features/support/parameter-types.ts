import { defineParameterType } from '@cucumber/cucumber';

/** A count written the way people write it: "3", "12,000". */
defineParameterType({
  name: 'count',
  regexp: /\d{1,3}(?:,\d{3})+|\d+/,
  transformer: (text: string) => Number(text.replace(/,/g, '')),
});
