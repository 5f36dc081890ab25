/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Files_Field_EmptyInputs */

const en_files_field_empty = /** @type {(inputs: Files_Field_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The file is empty`)
};

const es_files_field_empty = /** @type {(inputs: Files_Field_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El archivo está vacío`)
};

const en_xa2_files_field_empty = /** @type {(inputs: Files_Field_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ƒíļé íš éɱþţý ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "The file is empty" |
*
* @param {Files_Field_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const files_field_empty = /** @type {((inputs?: Files_Field_EmptyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Files_Field_EmptyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_files_field_empty(inputs)
	if (locale === "en-XA") return en_xa2_files_field_empty(inputs)
	return en_files_field_empty(inputs)
});