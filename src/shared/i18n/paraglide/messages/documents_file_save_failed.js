/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Documents_File_Save_FailedInputs */

const en_documents_file_save_failed = /** @type {(inputs: Documents_File_Save_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} was not saved`)
};

const es_documents_file_save_failed = /** @type {(inputs: Documents_File_Save_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} no se guardó`)
};

const en_xa2_documents_file_save_failed = /** @type {(inputs: Documents_File_Save_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name} ŵáš ñóţ šáṽéð ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "{name} was not saved" |
*
* @param {Documents_File_Save_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_file_save_failed = /** @type {((inputs: Documents_File_Save_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_File_Save_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_file_save_failed(inputs)
	if (locale === "en-XA") return en_xa2_documents_file_save_failed(inputs)
	return en_documents_file_save_failed(inputs)
});