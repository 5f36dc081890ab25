/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Form_CustomsInputs */

const en_rating_form_customs = /** @type {(inputs: Rating_Form_CustomsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Customs clearance`)
};

const es_rating_form_customs = /** @type {(inputs: Rating_Form_CustomsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Despacho de aduana`)
};

const en_xa2_rating_form_customs = /** @type {(inputs: Rating_Form_CustomsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çúšţóɱš çļéáŕáñçé ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Customs clearance" |
*
* @param {Rating_Form_CustomsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_customs = /** @type {((inputs?: Rating_Form_CustomsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Form_CustomsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_form_customs(inputs)
	if (locale === "en-XA") return en_xa2_rating_form_customs(inputs)
	return en_rating_form_customs(inputs)
});