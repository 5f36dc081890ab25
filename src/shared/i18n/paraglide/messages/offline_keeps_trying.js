/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Offline_Keeps_TryingInputs */

const en_offline_keeps_trying = /** @type {(inputs: Offline_Keeps_TryingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Freight Desk keeps trying on its own.`)
};

const es_offline_keeps_trying = /** @type {(inputs: Offline_Keeps_TryingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Freight Desk sigue intentándolo por su cuenta.`)
};

const en_xa2_offline_keeps_trying = /** @type {(inputs: Offline_Keeps_TryingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒŕéíĝĥţ Ðéšķ ķééþš ţŕýíñĝ óñ íţš óŵñ. ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Freight Desk keeps trying on its own." |
*
* @param {Offline_Keeps_TryingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const offline_keeps_trying = /** @type {((inputs?: Offline_Keeps_TryingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_Keeps_TryingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_offline_keeps_trying(inputs)
	if (locale === "en-XA") return en_xa2_offline_keeps_trying(inputs)
	return en_offline_keeps_trying(inputs)
});