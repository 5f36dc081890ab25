/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Documents_Field_Name_RequiredInputs */

const en_documents_field_name_required = /** @type {(inputs: Documents_Field_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The document needs a name`)
};

const es_documents_field_name_required = /** @type {(inputs: Documents_Field_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El documento necesita un nombre`)
};

const en_xa2_documents_field_name_required = /** @type {(inputs: Documents_Field_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ðóçúɱéñţ ñééðš á ñáɱé ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "The document needs a name" |
*
* @param {Documents_Field_Name_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_field_name_required = /** @type {((inputs?: Documents_Field_Name_RequiredInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_Field_Name_RequiredInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_field_name_required(inputs)
	if (locale === "en-XA") return en_xa2_documents_field_name_required(inputs)
	return en_documents_field_name_required(inputs)
});