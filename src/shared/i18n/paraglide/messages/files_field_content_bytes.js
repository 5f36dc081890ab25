/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Files_Field_Content_BytesInputs */

const en_files_field_content_bytes = /** @type {(inputs: Files_Field_Content_BytesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The file's content could not be read`)
};

const es_files_field_content_bytes = /** @type {(inputs: Files_Field_Content_BytesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se ha podido leer el contenido del archivo`)
};

const en_xa2_files_field_content_bytes = /** @type {(inputs: Files_Field_Content_BytesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ƒíļé'š çóñţéñţ çóúļð ñóţ ƀé ŕéáð ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "The file's content could not be read" |
*
* @param {Files_Field_Content_BytesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const files_field_content_bytes = /** @type {((inputs?: Files_Field_Content_BytesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Files_Field_Content_BytesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_files_field_content_bytes(inputs)
	if (locale === "en-XA") return en_xa2_files_field_content_bytes(inputs)
	return en_files_field_content_bytes(inputs)
});