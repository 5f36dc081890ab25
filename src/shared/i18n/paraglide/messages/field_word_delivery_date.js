/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Word_Delivery_DateInputs */

const en_field_word_delivery_date = /** @type {(inputs: Field_Word_Delivery_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delivery date`)
};

const es_field_word_delivery_date = /** @type {(inputs: Field_Word_Delivery_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fecha de entrega`)
};

const en_xa2_field_word_delivery_date = /** @type {(inputs: Field_Word_Delivery_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéļíṽéŕý ðáţé ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Delivery date" |
*
* @param {Field_Word_Delivery_DateInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_word_delivery_date = /** @type {((inputs?: Field_Word_Delivery_DateInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Word_Delivery_DateInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_field_word_delivery_date(inputs)
	if (locale === "en-XA") return en_xa2_field_word_delivery_date(inputs)
	return en_field_word_delivery_date(inputs)
});