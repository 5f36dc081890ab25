/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Form_CurrencyInputs */

const en_rating_form_currency = /** @type {(inputs: Rating_Form_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Currency`)
};

const es_rating_form_currency = /** @type {(inputs: Rating_Form_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Moneda`)
};

const en_xa2_rating_form_currency = /** @type {(inputs: Rating_Form_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çúŕŕéñçý ·~ ]`)
};

/**
* | output |
* | --- |
* | "Currency" |
*
* @param {Rating_Form_CurrencyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_currency = /** @type {((inputs?: Rating_Form_CurrencyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Form_CurrencyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_form_currency(inputs)
	if (locale === "en-XA") return en_xa2_rating_form_currency(inputs)
	return en_rating_form_currency(inputs)
});