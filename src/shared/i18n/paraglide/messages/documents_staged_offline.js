/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Documents_Staged_OfflineInputs */

const en_documents_staged_offline = /** @type {(inputs: Documents_Staged_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not uploaded yet.`)
};

const es_documents_staged_offline = /** @type {(inputs: Documents_Staged_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún sin subir.`)
};

const en_xa2_documents_staged_offline = /** @type {(inputs: Documents_Staged_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţ úþļóáðéð ýéţ. ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Not uploaded yet." |
*
* @param {Documents_Staged_OfflineInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_staged_offline = /** @type {((inputs?: Documents_Staged_OfflineInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_Staged_OfflineInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_staged_offline(inputs)
	if (locale === "en-XA") return en_xa2_documents_staged_offline(inputs)
	return en_documents_staged_offline(inputs)
});