/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ field: NonNullable<unknown>, places: NonNullable<unknown> }} Field_Word_At_PlacesInputs */

const en_field_word_at_places = /** @type {(inputs: Field_Word_At_PlacesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} (${i?.places})`)
};

const es_field_word_at_places = /** @type {(inputs: Field_Word_At_PlacesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} (${i?.places})`)
};

const en_xa2_field_word_at_places = /** @type {(inputs: Field_Word_At_PlacesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.field} (${i?.places}) ·]`)
};

/**
* | output |
* | --- |
* | "{field} ({places})" |
*
* @param {Field_Word_At_PlacesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_word_at_places = /** @type {((inputs: Field_Word_At_PlacesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Word_At_PlacesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_field_word_at_places(inputs)
	if (locale === "en-XA") return en_xa2_field_word_at_places(inputs)
	return en_field_word_at_places(inputs)
});