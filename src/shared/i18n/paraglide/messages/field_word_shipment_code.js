/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Word_Shipment_CodeInputs */

const en_field_word_shipment_code = /** @type {(inputs: Field_Word_Shipment_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shipment code`)
};

const es_field_word_shipment_code = /** @type {(inputs: Field_Word_Shipment_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código de envío`)
};

const en_xa2_field_word_shipment_code = /** @type {(inputs: Field_Word_Shipment_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šĥíþɱéñţ çóðé ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Shipment code" |
*
* @param {Field_Word_Shipment_CodeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_word_shipment_code = /** @type {((inputs?: Field_Word_Shipment_CodeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Word_Shipment_CodeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_field_word_shipment_code(inputs)
	if (locale === "en-XA") return en_xa2_field_word_shipment_code(inputs)
	return en_field_word_shipment_code(inputs)
});