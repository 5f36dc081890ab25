/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Word_DestinationInputs */

const en_field_word_destination = /** @type {(inputs: Field_Word_DestinationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Destination`)
};

const es_field_word_destination = /** @type {(inputs: Field_Word_DestinationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Destino`)
};

const en_xa2_field_word_destination = /** @type {(inputs: Field_Word_DestinationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéšţíñáţíóñ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Destination" |
*
* @param {Field_Word_DestinationInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_word_destination = /** @type {((inputs?: Field_Word_DestinationInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Word_DestinationInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_field_word_destination(inputs)
	if (locale === "en-XA") return en_xa2_field_word_destination(inputs)
	return en_field_word_destination(inputs)
});