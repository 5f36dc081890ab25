/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Form_Currency_HintInputs */

const en_rating_form_currency_hint = /** @type {(inputs: Rating_Form_Currency_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prices come back in it.`)
};

const es_rating_form_currency_hint = /** @type {(inputs: Rating_Form_Currency_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los precios llegan en esta moneda.`)
};

const en_xa2_rating_form_currency_hint = /** @type {(inputs: Rating_Form_Currency_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þŕíçéš çóɱé ƀáçķ íñ íţ. ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Prices come back in it." |
*
* @param {Rating_Form_Currency_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_currency_hint = /** @type {((inputs?: Rating_Form_Currency_HintInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Form_Currency_HintInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_form_currency_hint(inputs)
	if (locale === "en-XA") return en_xa2_rating_form_currency_hint(inputs)
	return en_rating_form_currency_hint(inputs)
});