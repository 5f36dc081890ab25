/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Field_CurrencyInputs */

const en_pricing_field_currency = /** @type {(inputs: Pricing_Field_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A currency is three letters, such as EUR`)
};

const es_pricing_field_currency = /** @type {(inputs: Pricing_Field_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una moneda son tres letras, como EUR`)
};

const en_xa2_pricing_field_currency = /** @type {(inputs: Pricing_Field_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á çúŕŕéñçý íš ţĥŕéé ļéţţéŕš, šúçĥ áš ÉÚŔ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "A currency is three letters, such as EUR" |
*
* @param {Pricing_Field_CurrencyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_field_currency = /** @type {((inputs?: Pricing_Field_CurrencyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Field_CurrencyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_field_currency(inputs)
	if (locale === "en-XA") return en_xa2_pricing_field_currency(inputs)
	return en_pricing_field_currency(inputs)
});