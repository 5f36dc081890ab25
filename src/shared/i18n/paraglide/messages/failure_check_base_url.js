/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Failure_Check_Base_UrlInputs */

const en_failure_check_base_url = /** @type {(inputs: Failure_Check_Base_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The profile's base URL, or the API version in it, is probably wrong: check it in Settings.`)
};

const es_failure_check_base_url = /** @type {(inputs: Failure_Check_Base_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Probablemente la URL base del perfil, o la versión de la API que incluye, es incorrecta: revísela en Ajustes.`)
};

const en_xa2_failure_check_base_url = /** @type {(inputs: Failure_Check_Base_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé þŕóƒíļé'š ƀášé ÚŔĻ, óŕ ţĥé ÁÞÍ ṽéŕšíóñ íñ íţ, íš þŕóƀáƀļý ŵŕóñĝ: çĥéçķ íţ íñ Šéţţíñĝš. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "The profile's base URL, or the API version in it, is probably wrong: check it in Settings." |
*
* @param {Failure_Check_Base_UrlInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_check_base_url = /** @type {((inputs?: Failure_Check_Base_UrlInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_Check_Base_UrlInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_failure_check_base_url(inputs)
	if (locale === "en-XA") return en_xa2_failure_check_base_url(inputs)
	return en_failure_check_base_url(inputs)
});