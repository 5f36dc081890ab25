/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Documents_Offline_ActionInputs */

const en_documents_offline_action = /** @type {(inputs: Documents_Offline_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uploading needs the service: files you drop or choose wait below until it is back.`)
};

const es_documents_offline_action = /** @type {(inputs: Documents_Offline_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para subir hace falta el servicio: los archivos que suelte o elija esperan abajo hasta que vuelva.`)
};

const en_xa2_documents_offline_action = /** @type {(inputs: Documents_Offline_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úþļóáðíñĝ ñééðš ţĥé šéŕṽíçé: ƒíļéš ýóú ðŕóþ óŕ çĥóóšé ŵáíţ ƀéļóŵ úñţíļ íţ íš ƀáçķ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Uploading needs the service: files you drop or choose wait below until it is back." |
*
* @param {Documents_Offline_ActionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_offline_action = /** @type {((inputs?: Documents_Offline_ActionInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_Offline_ActionInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_offline_action(inputs)
	if (locale === "en-XA") return en_xa2_documents_offline_action(inputs)
	return en_documents_offline_action(inputs)
});