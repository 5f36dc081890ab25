/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ list: NonNullable<unknown>, position: NonNullable<unknown> }} Field_Word_PlaceInputs */

const en_field_word_place = /** @type {(inputs: Field_Word_PlaceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.list} ${i?.position}`)
};

const es_field_word_place = /** @type {(inputs: Field_Word_PlaceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.list} ${i?.position}`)
};

const en_xa2_field_word_place = /** @type {(inputs: Field_Word_PlaceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.list} ${i?.position} ]`)
};

/**
* | output |
* | --- |
* | "{list} {position}" |
*
* @param {Field_Word_PlaceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_word_place = /** @type {((inputs: Field_Word_PlaceInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Word_PlaceInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_field_word_place(inputs)
	if (locale === "en-XA") return en_xa2_field_word_place(inputs)
	return en_field_word_place(inputs)
});