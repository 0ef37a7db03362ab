import { describe, expect, it } from 'vitest';
import { ERROR_CODE_OWNERS, ERROR_MESSAGES } from './errors';

describe('the error code table', () => {
  it('names every code <owner>.<reason>, the owner being the edge or a module', () => {
    const pattern = new RegExp(`^(${ERROR_CODE_OWNERS.join('|')})\\.[a-z]+(-[a-z]+)*$`);
    const misnamed = Object.keys(ERROR_MESSAGES).filter((code) => !pattern.test(code));
    expect(misnamed).toEqual([]);
  });

  it('gives every code a text to show', () => {
    const blank = Object.entries(ERROR_MESSAGES).filter(([, text]) => text.trim() === '');
    expect(blank).toEqual([]);
  });
});
