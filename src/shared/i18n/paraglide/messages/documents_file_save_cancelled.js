/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Documents_File_Save_CancelledInputs */

const en_documents_file_save_cancelled = /** @type {(inputs: Documents_File_Save_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Not saved: the save of ${i?.name} was cancelled.`)
};

const es_documents_file_save_cancelled = /** @type {(inputs: Documents_File_Save_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se guardó: se canceló el guardado de ${i?.name}.`)
};

const en_xa2_documents_file_save_cancelled = /** @type {(inputs: Documents_File_Save_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ñóţ šáṽéð: ţĥé šáṽé óƒ ${i?.name} ŵáš çáñçéļļéð. ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Not saved: the save of {name} was cancelled." |
*
* @param {Documents_File_Save_CancelledInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_file_save_cancelled = /** @type {((inputs: Documents_File_Save_CancelledInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_File_Save_CancelledInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_file_save_cancelled(inputs)
	if (locale === "en-XA") return en_xa2_documents_file_save_cancelled(inputs)
	return en_documents_file_save_cancelled(inputs)
});