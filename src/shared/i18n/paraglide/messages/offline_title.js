/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Offline_TitleInputs */

const en_offline_title = /** @type {(inputs: Offline_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The service cannot be reached`)
};

const es_offline_title = /** @type {(inputs: Offline_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se puede contactar con el servicio`)
};

const en_xa2_offline_title = /** @type {(inputs: Offline_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé šéŕṽíçé çáññóţ ƀé ŕéáçĥéð ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "The service cannot be reached" |
*
* @param {Offline_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const offline_title = /** @type {((inputs?: Offline_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_offline_title(inputs)
	if (locale === "en-XA") return en_xa2_offline_title(inputs)
	return en_offline_title(inputs)
});