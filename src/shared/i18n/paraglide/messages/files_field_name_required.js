/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Files_Field_Name_RequiredInputs */

const en_files_field_name_required = /** @type {(inputs: Files_Field_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The file has no name`)
};

const es_files_field_name_required = /** @type {(inputs: Files_Field_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El archivo no tiene nombre`)
};

const en_xa2_files_field_name_required = /** @type {(inputs: Files_Field_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ƒíļé ĥáš ñó ñáɱé ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "The file has no name" |
*
* @param {Files_Field_Name_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const files_field_name_required = /** @type {((inputs?: Files_Field_Name_RequiredInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Files_Field_Name_RequiredInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_files_field_name_required(inputs)
	if (locale === "en-XA") return en_xa2_files_field_name_required(inputs)
	return en_files_field_name_required(inputs)
});