/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Documents_LoadingInputs */

const en_documents_loading = /** @type {(inputs: Documents_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the document checklist…`)
};

const es_documents_loading = /** @type {(inputs: Documents_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando la lista de documentos…`)
};

const en_xa2_documents_loading = /** @type {(inputs: Documents_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļóáðíñĝ ţĥé ðóçúɱéñţ çĥéçķļíšţ… ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Loading the document checklist…" |
*
* @param {Documents_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_loading = /** @type {((inputs?: Documents_LoadingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_LoadingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_loading(inputs)
	if (locale === "en-XA") return en_xa2_documents_loading(inputs)
	return en_documents_loading(inputs)
});