/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Word_Transit_DaysInputs */

const en_field_word_transit_days = /** @type {(inputs: Field_Word_Transit_DaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transit days`)
};

const es_field_word_transit_days = /** @type {(inputs: Field_Word_Transit_DaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Días de tránsito`)
};

const en_xa2_field_word_transit_days = /** @type {(inputs: Field_Word_Transit_DaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţŕáñšíţ ðáýš ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Transit days" |
*
* @param {Field_Word_Transit_DaysInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_word_transit_days = /** @type {((inputs?: Field_Word_Transit_DaysInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Word_Transit_DaysInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_field_word_transit_days(inputs)
	if (locale === "en-XA") return en_xa2_field_word_transit_days(inputs)
	return en_field_word_transit_days(inputs)
});