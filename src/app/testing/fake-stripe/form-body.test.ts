import { describe, expect, it } from 'vitest';
import { parseForm } from './form-body';

describe('the fake Stripe API reads form bodies', () => {
  it('as the SDK nests them', () => {
    const body = 'mode=subscription&line_items[0][price]=price_m&line_items[0][quantity]=1&metadata[user_id]=u1&expand[0]=subscription';
    expect(parseForm(body)).toEqual({
      mode: 'subscription',
      line_items: [{ price: 'price_m', quantity: '1' }],
      metadata: { user_id: 'u1' },
      expand: ['subscription'],
    });
  });

  it('with escaped brackets and values', () => {
    expect(parseForm('success_url=http%3A%2F%2Fa%2Fapp%3Fx%3D1&metadata%5Bplan%5D=annual')).toEqual({
      success_url: 'http://a/app?x=1',
      metadata: { plan: 'annual' },
    });
  });
});
