/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Store_Nothing_LostInputs */

const en_store_nothing_lost = /** @type {(inputs: Store_Nothing_LostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing was lost that the service cannot give back.`)
};

const es_store_nothing_lost = /** @type {(inputs: Store_Nothing_LostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se perdió nada que el servicio no pueda devolver.`)
};

const en_xa2_store_nothing_lost = /** @type {(inputs: Store_Nothing_LostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţĥíñĝ ŵáš ļóšţ ţĥáţ ţĥé šéŕṽíçé çáññóţ ĝíṽé ƀáçķ. ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Nothing was lost that the service cannot give back." |
*
* @param {Store_Nothing_LostInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const store_nothing_lost = /** @type {((inputs?: Store_Nothing_LostInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Store_Nothing_LostInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_store_nothing_lost(inputs)
	if (locale === "en-XA") return en_xa2_store_nothing_lost(inputs)
	return en_store_nothing_lost(inputs)
});