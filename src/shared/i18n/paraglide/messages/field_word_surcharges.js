/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Word_SurchargesInputs */

const en_field_word_surcharges = /** @type {(inputs: Field_Word_SurchargesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Surcharge`)
};

const es_field_word_surcharges = /** @type {(inputs: Field_Word_SurchargesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recargo`)
};

const en_xa2_field_word_surcharges = /** @type {(inputs: Field_Word_SurchargesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šúŕçĥáŕĝé ·~ ]`)
};

/**
* | output |
* | --- |
* | "Surcharge" |
*
* @param {Field_Word_SurchargesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_word_surcharges = /** @type {((inputs?: Field_Word_SurchargesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Word_SurchargesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_field_word_surcharges(inputs)
	if (locale === "en-XA") return en_xa2_field_word_surcharges(inputs)
	return en_field_word_surcharges(inputs)
});