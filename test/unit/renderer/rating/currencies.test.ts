import { describe, expect, it } from 'vitest';
import { currencyLabel, currencyOptions, ratingCurrencies } from '@renderer/screens/rating/currencies';

describe('the currencies a rating may ask for', () => {
  it('names each by its code and its name in the operator’s language', () => {
    expect(currencyLabel('EUR', 'en-GB')).toBe('EUR · Euro');
    expect(currencyLabel('EUR', 'es-ES')).toBe('EUR · euro');
  });

  it('shows the code alone where Intl knows no name, or the language is not a valid tag', () => {
    expect(currencyLabel('XYZ', 'en-GB')).toBe('XYZ');
    expect(currencyLabel('EUR', 'not a locale!')).toBe('EUR');
  });

  it('offers every currency, in the table’s order', () => {
    expect(currencyOptions('en-GB').map((o) => o.value)).toEqual([...ratingCurrencies]);
  });
});
