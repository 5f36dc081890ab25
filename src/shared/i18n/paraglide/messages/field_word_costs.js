/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Word_CostsInputs */

const en_field_word_costs = /** @type {(inputs: Field_Word_CostsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cost`)
};

const es_field_word_costs = /** @type {(inputs: Field_Word_CostsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coste`)
};

const en_xa2_field_word_costs = /** @type {(inputs: Field_Word_CostsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóšţ ·]`)
};

/**
* | output |
* | --- |
* | "Cost" |
*
* @param {Field_Word_CostsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_word_costs = /** @type {((inputs?: Field_Word_CostsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Word_CostsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_field_word_costs(inputs)
	if (locale === "en-XA") return en_xa2_field_word_costs(inputs)
	return en_field_word_costs(inputs)
});