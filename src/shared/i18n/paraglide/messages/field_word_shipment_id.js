/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Word_Shipment_IdInputs */

const en_field_word_shipment_id = /** @type {(inputs: Field_Word_Shipment_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shipment id`)
};

const es_field_word_shipment_id = /** @type {(inputs: Field_Word_Shipment_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identificador del envío`)
};

const en_xa2_field_word_shipment_id = /** @type {(inputs: Field_Word_Shipment_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šĥíþɱéñţ íð ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Shipment id" |
*
* @param {Field_Word_Shipment_IdInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_word_shipment_id = /** @type {((inputs?: Field_Word_Shipment_IdInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Word_Shipment_IdInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_field_word_shipment_id(inputs)
	if (locale === "en-XA") return en_xa2_field_word_shipment_id(inputs)
	return en_field_word_shipment_id(inputs)
});