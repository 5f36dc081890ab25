/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Form_Get_RatesInputs */

const en_rating_form_get_rates = /** @type {(inputs: Rating_Form_Get_RatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Get rates`)
};

const es_rating_form_get_rates = /** @type {(inputs: Rating_Form_Get_RatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Obtener tarifas`)
};

const en_xa2_rating_form_get_rates = /** @type {(inputs: Rating_Form_Get_RatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĝéţ ŕáţéš ·~ ]`)
};

/**
* | output |
* | --- |
* | "Get rates" |
*
* @param {Rating_Form_Get_RatesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_get_rates = /** @type {((inputs?: Rating_Form_Get_RatesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Form_Get_RatesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_form_get_rates(inputs)
	if (locale === "en-XA") return en_xa2_rating_form_get_rates(inputs)
	return en_rating_form_get_rates(inputs)
});