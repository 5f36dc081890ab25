/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Word_ShipmentsInputs */

const en_field_word_shipments = /** @type {(inputs: Field_Word_ShipmentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shipment`)
};

const es_field_word_shipments = /** @type {(inputs: Field_Word_ShipmentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envío`)
};

const en_xa2_field_word_shipments = /** @type {(inputs: Field_Word_ShipmentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šĥíþɱéñţ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Shipment" |
*
* @param {Field_Word_ShipmentsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_word_shipments = /** @type {((inputs?: Field_Word_ShipmentsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Word_ShipmentsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_field_word_shipments(inputs)
	if (locale === "en-XA") return en_xa2_field_word_shipments(inputs)
	return en_field_word_shipments(inputs)
});