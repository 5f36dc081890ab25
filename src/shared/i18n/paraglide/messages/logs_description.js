/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Logs_DescriptionInputs */

const en_logs_description = /** @type {(inputs: Logs_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What went wrong and when, written to a file on this computer. Keys, secrets and tokens are never written to it.`)
};

const es_logs_description = /** @type {(inputs: Logs_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qué falló y cuándo, escrito en un fichero de este equipo. Nunca se escriben en él claves, secretos ni tokens.`)
};

const en_xa2_logs_description = /** @type {(inputs: Logs_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵĥáţ ŵéñţ ŵŕóñĝ áñð ŵĥéñ, ŵŕíţţéñ ţó á ƒíļé óñ ţĥíš çóɱþúţéŕ. Ķéýš, šéçŕéţš áñð ţóķéñš áŕé ñéṽéŕ ŵŕíţţéñ ţó íţ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "What went wrong and when, written to a file on this computer. Keys, secrets and tokens are never written to it." |
*
* @param {Logs_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const logs_description = /** @type {((inputs?: Logs_DescriptionInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Logs_DescriptionInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_logs_description(inputs)
	if (locale === "en-XA") return en_xa2_logs_description(inputs)
	return en_logs_description(inputs)
});