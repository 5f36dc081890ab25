/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Form_Dangerous_HintInputs */

const en_rating_form_dangerous_hint = /** @type {(inputs: Rating_Form_Dangerous_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ADR / IATA DGR goods.`)
};

const es_rating_form_dangerous_hint = /** @type {(inputs: Rating_Form_Dangerous_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mercancía ADR / IATA DGR.`)
};

const en_xa2_rating_form_dangerous_hint = /** @type {(inputs: Rating_Form_Dangerous_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ÁÐŔ / ÍÁŢÁ ÐĜŔ ĝóóðš. ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "ADR / IATA DGR goods." |
*
* @param {Rating_Form_Dangerous_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_dangerous_hint = /** @type {((inputs?: Rating_Form_Dangerous_HintInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Form_Dangerous_HintInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_form_dangerous_hint(inputs)
	if (locale === "en-XA") return en_xa2_rating_form_dangerous_hint(inputs)
	return en_rating_form_dangerous_hint(inputs)
});