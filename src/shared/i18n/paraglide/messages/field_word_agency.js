/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Word_AgencyInputs */

const en_field_word_agency = /** @type {(inputs: Field_Word_AgencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Agency`)
};

const es_field_word_agency = /** @type {(inputs: Field_Word_AgencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Agencia`)
};

const en_xa2_field_word_agency = /** @type {(inputs: Field_Word_AgencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áĝéñçý ·~]`)
};

/**
* | output |
* | --- |
* | "Agency" |
*
* @param {Field_Word_AgencyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_word_agency = /** @type {((inputs?: Field_Word_AgencyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Word_AgencyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_field_word_agency(inputs)
	if (locale === "en-XA") return en_xa2_field_word_agency(inputs)
	return en_field_word_agency(inputs)
});