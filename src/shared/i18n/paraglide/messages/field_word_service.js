/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Word_ServiceInputs */

const en_field_word_service = /** @type {(inputs: Field_Word_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Service`)
};

const es_field_word_service = /** @type {(inputs: Field_Word_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Servicio`)
};

const en_xa2_field_word_service = /** @type {(inputs: Field_Word_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéŕṽíçé ·~]`)
};

/**
* | output |
* | --- |
* | "Service" |
*
* @param {Field_Word_ServiceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_word_service = /** @type {((inputs?: Field_Word_ServiceInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Word_ServiceInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_field_word_service(inputs)
	if (locale === "en-XA") return en_xa2_field_word_service(inputs)
	return en_field_word_service(inputs)
});