/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Files_Field_Name_Too_LongInputs */

const en_files_field_name_too_long = /** @type {(inputs: Files_Field_Name_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The file name is too long (at most ${i?.max} characters)`)
};

const es_files_field_name_too_long = /** @type {(inputs: Files_Field_Name_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El nombre del archivo es demasiado largo (como máximo ${i?.max} caracteres)`)
};

const en_xa2_files_field_name_too_long = /** @type {(inputs: Files_Field_Name_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ƒíļé ñáɱé íš ţóó ļóñĝ (áţ ɱóšţ ${i?.max} çĥáŕáçţéŕš) ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "The file name is too long (at most {max} characters)" |
*
* @param {Files_Field_Name_Too_LongInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const files_field_name_too_long = /** @type {((inputs: Files_Field_Name_Too_LongInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Files_Field_Name_Too_LongInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_files_field_name_too_long(inputs)
	if (locale === "en-XA") return en_xa2_files_field_name_too_long(inputs)
	return en_files_field_name_too_long(inputs)
});