/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Word_Index_ContainerInputs */

const en_field_word_index_container = /** @type {(inputs: Field_Word_Index_ContainerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Container of the cargo`)
};

const es_field_word_index_container = /** @type {(inputs: Field_Word_Index_ContainerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contenedor de la carga`)
};

const en_xa2_field_word_index_container = /** @type {(inputs: Field_Word_Index_ContainerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóñţáíñéŕ óƒ ţĥé çáŕĝó ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Container of the cargo" |
*
* @param {Field_Word_Index_ContainerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_word_index_container = /** @type {((inputs?: Field_Word_Index_ContainerInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Word_Index_ContainerInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_field_word_index_container(inputs)
	if (locale === "en-XA") return en_xa2_field_word_index_container(inputs)
	return en_field_word_index_container(inputs)
});