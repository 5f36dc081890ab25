/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Form_Customs_HintInputs */

const en_rating_form_customs_hint = /** @type {(inputs: Rating_Form_Customs_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The carrier clears customs.`)
};

const es_rating_form_customs_hint = /** @type {(inputs: Rating_Form_Customs_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El transportista despacha la aduana.`)
};

const en_xa2_rating_form_customs_hint = /** @type {(inputs: Rating_Form_Customs_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé çáŕŕíéŕ çļéáŕš çúšţóɱš. ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "The carrier clears customs." |
*
* @param {Rating_Form_Customs_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_customs_hint = /** @type {((inputs?: Rating_Form_Customs_HintInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Form_Customs_HintInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_form_customs_hint(inputs)
	if (locale === "en-XA") return en_xa2_rating_form_customs_hint(inputs)
	return en_rating_form_customs_hint(inputs)
});