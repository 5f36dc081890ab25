/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Field_Imo_NumberInputs */

const en_rating_field_imo_number = /** @type {(inputs: Rating_Field_Imo_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`IMO number`)
};

const es_rating_field_imo_number = /** @type {(inputs: Rating_Field_Imo_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`el número IMO`)
};

const en_xa2_rating_field_imo_number = /** @type {(inputs: Rating_Field_Imo_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ÍṀÓ ñúɱƀéŕ ·~ ]`)
};

/**
* | output |
* | --- |
* | "IMO number" |
*
* @param {Rating_Field_Imo_NumberInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_field_imo_number = /** @type {((inputs?: Rating_Field_Imo_NumberInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Field_Imo_NumberInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_field_imo_number(inputs)
	if (locale === "en-XA") return en_xa2_rating_field_imo_number(inputs)
	return en_rating_field_imo_number(inputs)
});