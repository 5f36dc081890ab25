/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Documents_File_Not_HereInputs */

const en_documents_file_not_here = /** @type {(inputs: Documents_File_Not_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Its file is not on this desk: opening it needs the service.`)
};

const es_documents_file_not_here = /** @type {(inputs: Documents_File_Not_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Su archivo no está en este equipo: para abrirlo hace falta el servicio.`)
};

const en_xa2_documents_file_not_here = /** @type {(inputs: Documents_File_Not_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íţš ƒíļé íš ñóţ óñ ţĥíš ðéšķ: óþéñíñĝ íţ ñééðš ţĥé šéŕṽíçé. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Its file is not on this desk: opening it needs the service." |
*
* @param {Documents_File_Not_HereInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_file_not_here = /** @type {((inputs?: Documents_File_Not_HereInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_File_Not_HereInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_file_not_here(inputs)
	if (locale === "en-XA") return en_xa2_documents_file_not_here(inputs)
	return en_documents_file_not_here(inputs)
});