/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Documents_Field_Name_Too_LongInputs */

const en_documents_field_name_too_long = /** @type {(inputs: Documents_Field_Name_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The document name is too long (at most ${i?.max} characters)`)
};

const es_documents_field_name_too_long = /** @type {(inputs: Documents_Field_Name_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El nombre del documento es demasiado largo (como máximo ${i?.max} caracteres)`)
};

const en_xa2_documents_field_name_too_long = /** @type {(inputs: Documents_Field_Name_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ðóçúɱéñţ ñáɱé íš ţóó ļóñĝ (áţ ɱóšţ ${i?.max} çĥáŕáçţéŕš) ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "The document name is too long (at most {max} characters)" |
*
* @param {Documents_Field_Name_Too_LongInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_field_name_too_long = /** @type {((inputs: Documents_Field_Name_Too_LongInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_Field_Name_Too_LongInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_field_name_too_long(inputs)
	if (locale === "en-XA") return en_xa2_documents_field_name_too_long(inputs)
	return en_documents_field_name_too_long(inputs)
});