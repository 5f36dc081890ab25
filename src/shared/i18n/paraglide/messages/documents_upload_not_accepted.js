/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Documents_Upload_Not_AcceptedInputs */

const en_documents_upload_not_accepted = /** @type {(inputs: Documents_Upload_Not_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The service did not accept the file.`)
};

const es_documents_upload_not_accepted = /** @type {(inputs: Documents_Upload_Not_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El servicio no aceptó el archivo.`)
};

const en_xa2_documents_upload_not_accepted = /** @type {(inputs: Documents_Upload_Not_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé šéŕṽíçé ðíð ñóţ áççéþţ ţĥé ƒíļé. ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "The service did not accept the file." |
*
* @param {Documents_Upload_Not_AcceptedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_upload_not_accepted = /** @type {((inputs?: Documents_Upload_Not_AcceptedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_Upload_Not_AcceptedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_upload_not_accepted(inputs)
	if (locale === "en-XA") return en_xa2_documents_upload_not_accepted(inputs)
	return en_documents_upload_not_accepted(inputs)
});