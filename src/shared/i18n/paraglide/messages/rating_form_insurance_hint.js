/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Form_Insurance_HintInputs */

const en_rating_form_insurance_hint = /** @type {(inputs: Rating_Form_Insurance_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cover the goods value.`)
};

const es_rating_form_insurance_hint = /** @type {(inputs: Rating_Form_Insurance_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cubre el valor de la mercancía.`)
};

const en_xa2_rating_form_insurance_hint = /** @type {(inputs: Rating_Form_Insurance_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóṽéŕ ţĥé ĝóóðš ṽáļúé. ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Cover the goods value." |
*
* @param {Rating_Form_Insurance_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_insurance_hint = /** @type {((inputs?: Rating_Form_Insurance_HintInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Form_Insurance_HintInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_form_insurance_hint(inputs)
	if (locale === "en-XA") return en_xa2_rating_form_insurance_hint(inputs)
	return en_rating_form_insurance_hint(inputs)
});